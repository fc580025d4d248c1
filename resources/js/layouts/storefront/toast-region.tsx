import { useCallback } from 'react';

import { Toast } from '@/components/ui/toast';
import { toastActions, useToastMessage } from '@/state/toast-state';

/** The frame's one toast: confirmations from anywhere on the page (added to the cart, favourites, compare). */
export function ToastRegion() {
  const message = useToastMessage();
  const close = useCallback(() => toastActions.dismiss(message?.id), [message?.id]);

  return <Toast message={message} onClose={close} />;
}
