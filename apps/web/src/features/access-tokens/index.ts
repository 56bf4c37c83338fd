/** Public face of the access-tokens feature (the page is routed lazily by app/router.tsx). */
export { AccessTokensPage } from './access-tokens-page.tsx';
