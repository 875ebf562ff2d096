// The design library: components, their prop types, and the pure particle maths.
// Global tokens live in ../styles/tokens.css (imported once by each app entry).
export { Accordion, type AccordionItem, type AccordionProps } from './accordion/accordion';
export { BrandLogo } from './brand-logo/brand-logo';
export { Button, type ButtonProps } from './button/button';
export { buttonClassName, type ButtonSize, type ButtonVariant } from './button/button-classes';
export { ButtonLink, type ButtonLinkProps } from './button-link/button-link';
export { Card, type CardProps } from './card/card';
export { Chip, type ChipProps } from './chip/chip';
export { Container, type ContainerProps } from './container/container';
export { CountUp, easeOutCubic, formatCount, type CountUpProps } from './count-up/count-up';
export { EmptyState, type EmptyStateProps } from './empty-state/empty-state';
export { ErrorBanner, type ErrorBannerProps } from './error-banner/error-banner';
export { Input, type InputProps } from './input/input';
export { RemoteMount, type RemoteMountProps } from './remote-mount/remote-mount';
export { ParticleBackground } from './particle-background/particle-background';
export * from './particle-background/particle-math';
export { SearchBox, type SearchBoxProps } from './search-box/search-box';
export { Section, type SectionProps } from './section/section';
export { Select, type SelectOption, type SelectProps } from './select/select';
export { Spinner, type SpinnerProps } from './spinner/spinner';
export { TextArea, type TextAreaProps } from './text-area/text-area';
export { TOAST_DURATION_MS, ToastProvider, useToast, type ToastApi, type ToastTone } from './toast/toast';
export { VisuallyHidden, type VisuallyHiddenProps } from './visually-hidden/visually-hidden';
export { prefersReducedMotion } from './lib/reduced-motion';
export { cx } from './lib/class-names';
export { useRouteFocus } from './lib/use-route-focus';
export { useRenderMode, type RenderMode } from './lib/use-render-mode';
export { useEscapeToClose } from './lib/use-escape-to-close';
