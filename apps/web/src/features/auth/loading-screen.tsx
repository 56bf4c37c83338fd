export function LoadingScreen() {
  return <div role="status">Loading...</div>;
}
