import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useToast } from './use-toast';

export type ToasterProps = {
  /** Accessible name of each toast's ✕ button. */
  closeLabel?: string;
  /** Announced with each toast, e.g. "Notification" (Radix Provider `label`). */
  toastLabel?: string;
  /** Name of the F8-focusable region; `{hotkey}` is replaced by "F8". */
  regionLabel?: string;
};

/** Mount once at the app root; then call `toast({...})` from anywhere. */
export function Toaster({ closeLabel, toastLabel, regionLabel }: ToasterProps) {
  const { toasts } = useToast();
  return (
    <ToastProvider {...(toastLabel !== undefined && { label: toastLabel })}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose aria-label={closeLabel} />
        </Toast>
      ))}
      <ToastViewport {...(regionLabel !== undefined && { label: regionLabel })} />
    </ToastProvider>
  );
}
