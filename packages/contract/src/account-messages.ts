import { PASSWORD_MIN } from './constants.ts';

/** Account texts the spec does not quote; zod-free so the top bar can use them. */
export const ACCOUNT_MESSAGES = {
  profileUpdated: 'Profile updated successfully',
  contextSaved: 'My Context saved',
  usernameTaken: 'That username is already taken.',
  usernameVerified:
    'Your username is your verified X account and cannot be changed. To use another X account, register it with a new invitation.',
  emailTaken: 'That email is already registered.',
  nothingToChange: 'Send a new username or email to change.',
  wrongPassword: 'The password is incorrect.',
  wrongCurrentPassword: 'Your current password is incorrect.',
  samePassword: 'The new password must be different from the current one.',
  passwordMin: `Password must be at least ${PASSWORD_MIN} characters long.`,
  feedbackThanks: 'Thanks for your feedback!',
  feedbackBlank: 'Feedback cannot be empty.',
  paymentsDisabled: 'Payments are not enabled on this server.',
  paymentsDisabledLong:
    'Payments are not enabled on this server, so subscribing is not possible here yet. The plans below show what a subscription includes.',
  subscriptionNotFound: 'PayPal does not know this subscription.',
  subscriptionNotYours: 'This subscription belongs to another account.',
  subscriptionWrongPlan: 'This subscription is not for one of our plans.',
  subscriptionPending:
    'PayPal has not activated this subscription yet. It will turn active as soon as PayPal confirms it.',
  subscriptionActive: 'Your subscription is active. Thank you for supporting Grindstone!',
  paypalUnavailable: 'PayPal could not be reached. Please try again in a minute.',
  webhookInvalid: 'Webhook signature verification failed',
  accountDeleted: 'Your account and your data have been deleted.',
  supporter: 'Supporter',
} as const;
