import { PAYMENT_TOAST_DURATION_MS, TOAST_DURATION_MS } from '@stryd/domain';
import { Toaster as SonnerToaster, toast } from 'sonner';
import { useTheme } from './theme';

/** SPEC §9: toasts stay TOAST_DURATION_MS (3000 ms); payment toasts pass PAYMENT_TOAST_DURATION_MS (5000 ms). */
export { PAYMENT_TOAST_DURATION_MS, TOAST_DURATION_MS, toast };

/** The app's single toast outlet, following the current theme. */
export function Toaster() {
  const { theme } = useTheme();
  return (
    <SonnerToaster
      theme={theme}
      duration={TOAST_DURATION_MS}
      position="top-center"
      closeButton
      richColors
      offset={{ top: 72 }}
      mobileOffset={{ top: 64 }}
    />
  );
}
