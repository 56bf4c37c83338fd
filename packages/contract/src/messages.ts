/**
 * The user-facing texts the spec quotes, exactly as quoted. UI and server both read them from
 * here; a test compares them with the spec so a typo cannot slip in.
 */
import { GOAL_TEXT_MAX } from './constants.ts';

export const MESSAGES = {
  // top bar and session
  logoutSuccessful: 'Logout Successful',
  logoutFailed: 'Logout failed. Please try again later.',
  welcomeBack: (name: string) => `Welcome back, ${name}`,
  welcome: 'Welcome to Grindstone',
  // login
  loginInvalid: 'Invalid username or password',
  loginError: 'An error occurred during login',
  loginHelp: 'Need help? Reach out to us.',
  // goals
  goalPlaceholder: 'Enter a new goal, press enter to submit.',
  createNewGoal: '+ Create New Goal',
  setGoal: 'Set Goal',
  goalCreateError: 'Error creating goal ...',
  /** Not in the spec: the reason shown after 'Error creating goal ...' when the text was too long. */
  goalTooLongReason: `A goal can be at most ${GOAL_TEXT_MAX} characters; the rest was cut off.`,
  goalDeleteError: 'Error deleting goal!',
  /** Not in the spec: the Undo of a delete or a completion (decision 148). */
  goalDeleted: 'Goal deleted.',
  goalUndoError: 'Could not undo: the goal could not be brought back.',
  /** Not in the spec: the Undo of an update delete on the goal page (decision 162). */
  updateDeleted: 'Update deleted.',
  /** Not in the spec (it only logged the failure): a completion that failed says so. */
  goalCompleteError: 'Could not complete the goal. It is back in your list; try again when you are online.',
  fireHint: 'Goal crushed? Drop it here!',
  fireBanner: 'Drop here to complete goal!',
  deleteBanner: 'Drop here to delete goal!',
  chartHover: 'See the chart',
  goalWhitespace: 'Goal text cannot be empty.',
  goalTooLong: 'Goal text must be 900 characters or fewer.',
  // next move
  nextMoveIdle: 'TIME TO CRUSH IT: NEXT MOVE',
  nextMoveClear: 'Clear the Deck',
  nextMoveLoading: 'Generating.....',
  nextMoveOverlay: 'NEXT MOVE',
  noGoals: 'No goals to work on. Create a goal to get started.',
  // grind / notifications
  dailyLimit: 'Daily limit reached. Please try again tomorrow.',
  grindFailed: 'Failed to generate Grind',
  backToNotifications: 'Back to Notifications',
  notificationHttpError: 'Unable to create notification. Please try again.',
  noResponse: 'No response received from server. Please try again.',
  genericError: 'An error occurred. Please try again.',
  nextMoveHttpError: 'Unable to get a valid response. Please try again.',
  nextMoveUnexpected: 'An unexpected error occurred. Please try again.',
  grindLabelDone: 'Grinded',
  grindLabelPartial: 'Semi-grinded',
  grindLabelRejected: 'Rejected',
  disliked: 'Disliked',
  // fortify
  fortifyError: 'Error fortifying goal',
  fortifyGenericError: 'An error occurred while fortifying the goal',
  fortifyNoResponse: 'No response received from the server',
  fortifySetupError: 'Error setting up the request',
  // goal detail
  loading: 'Loading...',
  goalFetchFailed: 'Failed to fetch goal and updates. Please try again.',
  goalUpdateFailed: 'Failed to update goal. Please try again.',
  updateCreateFailed: 'Failed to create update. Please try again.',
  updateTooLong: 'Update content is too long. Please keep it under 100,000 characters.',
  invalidDate: 'Invalid date',
  completedGoals: 'Completed Goals',
  loadMore: 'Load More',
  // profile
  noContext: 'No information provided.',
  aboutMe: 'About Me',
  aboutMePlaceholder: 'Tell us about yourself...',
  contextCounter: (n: number, max: number) => `${n}/${max} characters`,
  passwordRequiredForProtected: 'Password is required to change username or email.',
  invalidEmailAddress: 'Invalid email address',
  anErrorOccurred: (detail?: string) => `An error occurred: ${detail || 'Unknown error'}`,
  // change password
  fillAllFields: 'Please fill in all fields.',
  passwordsDoNotMatch: 'New password and confirm password do not match.',
  passwordMinChange: 'Password must be at least 8 characters long.',
  passwordChanged: 'Password changed successfully',
  unexpectedError: 'An unexpected error occurred',
  networkUnreachable: 'Network error or server is unreachable',
  anError: 'An error occurred',
  forgotPassword: 'Forgot your password?',
  // feedback
  feedbackEmpty: "Hold up! We'd love to hear your thoughts before you submit.",
  feedbackThanks: "You're awesome! Thanks for sharing your thoughts with us.",
  submitFeedback: 'Submit Feedback',
  // subscription
  choosePlan: 'Choose Your Subscription Plan',
  paypalLine: 'Payment processed securely through PayPal',
  subscriptionError: 'An error occurred while processing your subscription. Please try again later.',
  subscriptionSuccess: "Congratulations! Your subscription is now complete. You'll receive notifications shortly",
  // mobile popup
  mobileTitle: 'Mobile Version Coming Soon',
  mobileInterested: "I'm Interested",
  mobileNoThanks: 'No, Thanks',
  mobileContinue: 'Continue to current site',
  popupUnauthorized: 'Unauthorized. Please log in again.',
  popupServerError: (msg?: string) => `Error: ${msg || 'An unknown error occurred'}`,
  popupRecorded: (value: string) => `Your response ${value} has been recorded`,
  // invite
  inviteThanks: (name: string) =>
    `Thanks, ${name}, for requesting an invite! We're excited to have you onboard and will grant you access ASAP.`,
  inviteFailed: (msg?: string) =>
    msg ? `Error: ${msg}` : 'There was an error submitting your request. Please try again later.',
  sendRequest: 'Send Request',
  requestInvite: 'request a invite',
  // onboarding
  invalidInvitationCode: 'Invalid invitation code',
  invitationVerified: 'Invitation code verified successfully',
  invitationTooMany: 'Too many attempts. Please wait 15 minutes before trying again.',
  invitationCheckError: 'Error verifying invitation code',
  twitterExists: 'Twitter username already exists',
  invalidEmailFormat: 'Invalid email format',
  emailRegistered: 'Email already registered',
  emailCheckError: 'Error checking email',
  passwordMin: 'Password must be at least 8 characters long',
  passwordCase: 'Password must contain both uppercase and lowercase letters',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  registrationTaken: 'This email or username is already taken',
  registrationInvalidCode: 'The invitation code is invalid or expired',
  registrationNoResponse: 'Unable to complete registration. Please try again later.',
  creatingAccount: 'Creating your account...',
  onboardingWait: 'Please wait while we initialize your account (typically 2 minutes)...',
  onboardingFailed: 'Account initialization failed. Some features may be limited. Please contact support.',
  verificationFailed:
    'Verification was unsuccessful. Please try again, ensuring that the username is entered exactly as it appears on X, including correct capitalization',
  verificationError: 'Error verifying Twitter username',
  codeCopied: 'Code copied to clipboard',
  twitterVerified: 'Twitter username verified successfully',
  // server-side error texts the client maps (docs/product.md#onboarding)
  serverTaken: 'Email or Twitter username already exists',
  serverInvalidCode: 'Invalid invitation code',
  // generic server answers
  notFound: 'Not found',
  unauthorized: 'Not authenticated',
  forbidden: 'Forbidden',
  rateLimited: 'Too many requests. Please try again later.',
  badOrigin: 'Cross-site request refused',
  validation: 'Invalid request',
  internal: 'Something went wrong on our side. Please try again.',
  databaseUnavailable: 'The database is unavailable right now. Please try again in a moment.',
  storageFull: 'The server cannot store data right now. Please try again later.',
} as const;
