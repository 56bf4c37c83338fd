/**
 * The design system. Every feature builds its screens from these (and the tokens in
 * styles/tokens.css). Import from '../../components/ui/index.ts'.
 */
export { Button, type ButtonProps } from './button.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
export { PasswordField } from './password-field.tsx';
export { Modal, type ModalProps } from './modal.tsx';
export { ToastProvider, useToast, type ToastApi, type ToastOptions } from './toast.tsx';
export { Banner, type Tone } from './banner.tsx';
export { Spinner } from './spinner.tsx';
export { EmptyState } from './empty-state.tsx';
export { Chip } from './chip.tsx';
export { Avatar, avatarSrc } from './avatar.tsx';
export { PlaceholderPage } from './placeholder-page.tsx';
export { BrandMark } from './brand-mark.tsx';
export { useMenuButton } from './use-menu-button.ts';
export { useDismissOnOutsidePointer } from './use-dismiss-on-outside-pointer.ts';
export { Table, Td } from './table.tsx';
export { QueryState } from './query-state.tsx';
export { BackLink, PageHeader } from './page-header.tsx';
export { NotFoundPage } from './not-found-page.tsx';
export { PlainLink, type LinkComponent } from './plain-link.tsx';
