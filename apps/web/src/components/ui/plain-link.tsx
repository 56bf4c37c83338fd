import type { ComponentType, ReactNode } from 'react';

/**
 * What a shared view links with: react-router's Link inside the app, PlainLink on the visitor's
 * landing page, which loads no router (the next page is a full load, like any first visit).
 */
export type LinkComponent = ComponentType<{
  to: string;
  className?: string;
  'aria-label'?: string;
  children?: ReactNode;
}>;

export const PlainLink: LinkComponent = ({ to, ...rest }) => <a href={to} {...rest} />;
