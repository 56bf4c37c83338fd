/** Placeholder until issue 5 wires the notifications list and the unread badge. */
export function NotificationBell() {
  return null;
}
