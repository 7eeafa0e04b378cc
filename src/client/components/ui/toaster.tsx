import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { useMessages } from '@client/lib/i18n';
import { useToast } from './use-toast';

/**
 * Mount once at the app root; then call `toast({...})` from anywhere. The ✕ button, the word
 * announced with each toast and the F8 region's name (`{hotkey}` → "F8") are in the reader's language.
 */
export function Toaster() {
  const common = useMessages().common;
  const { toasts } = useToast();
  return (
    <ToastProvider label={common.notification}>
      {toasts.map(({ id, title, description, action, ...props }) => (
        <Toast key={id} {...props}>
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose aria-label={common.close} />
        </Toast>
      ))}
      <ToastViewport label={common.notifications} />
    </ToastProvider>
  );
}
