import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useState } from 'react';

import { FormField } from '@/components/account/form-field';
import { useT } from '@/lib/i18n';

type Props = Omit<ComponentProps<typeof FormField>, 'type' | 'trailing'>;

/** The shortest new password the server accepts (AccountRules::PASSWORD_MIN). */
export const PASSWORD_MIN_LENGTH = 10;

/** A password input with a button that shows what was typed (long passphrases are easier to get right seen). */
export function PasswordField(props: Props) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;

  return (
    <FormField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={t(visible ? 'account.label.hide_password' : 'account.label.show_password')}
          aria-pressed={visible}
          data-test={`toggle-${props.name}`}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-neutral-500 hover:text-neutral-800 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none dark:text-neutral-400 dark:hover:text-neutral-100"
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      }
    />
  );
}
