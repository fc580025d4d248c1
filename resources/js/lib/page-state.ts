import { setServerAppearance } from '@/hooks/use-appearance';
import { setTranslations } from '@/lib/i18n';
import { setCurrentLocale } from '@/lib/locale';
import { type SharedProps } from '@/types/shared';

/** Keeps what lives outside React (route(), t(), <html lang>, the server's appearance) in step with the page on screen. */
export function syncPageState(props: SharedProps): void {
  setCurrentLocale(props.locale);
  setTranslations(props.translations);
  setServerAppearance(props.appearance);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = props.locale;
  }
}
