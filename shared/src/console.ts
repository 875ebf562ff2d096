/**
 * What only the admin console uses: the staff endpoints of the one API slice and the console's own UI parts.
 * A federation singleton of its own (like the router), so a visitor's page never downloads or runs it.
 *
 * Its modules reach the slice, the session and the collections through `@mwangaza/shared`, the package's
 * main singleton, never by relative path: a relative import would build a second slice that no store knows.
 */
export * from './console/account-api';
export * from './console/audit-api';
export * from './console/bookings-api';
export * from './console/enquiries-api';
export * from './console/health-api';
export * from './console/media-api';
export * from './console/privacy-api';
export * from './console/revisions-api';
export * from './console/sign-in-api';
export * from './console/subscribers-api';
export * from './console/use-sign-in';
export * from './console/traffic-api';
export * from './console/users-api';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/confirm-dialog/confirm-dialog';
export { Modal, type ModalProps } from './ui/modal/modal';
export { Panel, type PanelProps } from './ui/panel/panel';
export { Table, type TableColumn, type TableProps } from './ui/table/table';
export { Toggle, type ToggleProps } from './ui/toggle/toggle';
export { TOAST_DURATION_MS, ToastProvider, useToast, type ToastApi, type ToastTone } from './ui/toast/toast';
