import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';

import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';

type Props = Omit<TextFieldProps, 'type' | 'trailing'>;

/** A password input with a button that shows what was typed (long passphrases are easier to get right seen). */
export function PasswordField(props: Props) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  const Icon = visible ? EyeOff : Eye;

  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={t(visible ? 'ui.password.hide' : 'ui.password.show')}
          aria-pressed={visible}
          disabled={props.disabled}
          data-test={`toggle-${props.name}`}
          className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-control text-text-muted hover:text-text focus-visible:ring-2 focus-visible:ring-accent focus-visible:outline-none disabled:cursor-not-allowed"
        >
          <Icon className="size-4" aria-hidden="true" />
        </button>
      }
    />
  );
}
