// The design library: components, their prop types, and the pure particle maths.
// Global tokens live in ../styles/tokens.css (imported once by each app entry).
// Controls only some screens use (form fields, chips, the accordion) are in ../controls.ts, the console's
// parts (tables, dialogs, toasts) in ../console.ts: neither ships with every visitor's page.
export { BrandLogo } from './brand-logo/brand-logo';
export { Button, type ButtonProps } from './button/button';
export { buttonClassName, type ButtonSize, type ButtonVariant } from './button/button-classes';
export { ButtonLink, type ButtonLinkProps } from './button-link/button-link';
export { Card, type CardProps } from './card/card';
export { Container, type ContainerProps } from './container/container';
export { CountUp, easeOutCubic, formatCount, type CountUpProps } from './count-up/count-up';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { ErrorBanner, type ErrorBannerProps } from './error-banner/error-banner';
export { RemoteMount, type RemoteMountProps } from './remote-mount/remote-mount';
export { ParticleBackground } from './particle-background/particle-background';
export * from './particle-background/particle-math';
export { Section, type SectionProps } from './section/section';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/visually-hidden';
export { prefersReducedMotion } from './lib/reduced-motion';
export { cx } from './lib/class-names';
export { useRouteFocus } from './lib/use-route-focus';
export { useRenderMode, type RenderMode } from './lib/use-render-mode';
export { useEscapeToClose } from './lib/use-escape-to-close';
export { useDisclosure } from './lib/use-disclosure';
