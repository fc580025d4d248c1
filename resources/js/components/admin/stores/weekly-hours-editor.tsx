import { Checkbox } from '@/components/ui/checkbox';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { type AdminWeekday } from '@/types/admin-marketing';

const DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** Seven rows, Monday first: opening and closing time, or closed. Errors arrive as `hours.N.open` / `hours.N.close`. */
export function WeeklyHoursEditor({
  hours,
  onChange,
  errors,
}: {
  hours: AdminWeekday[];
  onChange: (hours: AdminWeekday[]) => void;
  errors: Partial<Record<string, string>>;
}) {
  const t = useT();
  const set = (index: number, patch: Partial<AdminWeekday>) =>
    onChange(hours.map((day, i) => (i === index ? { ...day, ...patch } : day)));

  return (
    <div className="divide-y divide-border" data-test="weekly-hours">
      {hours.map((day, index) => (
        <div key={index} className="grid grid-cols-2 items-start gap-3 py-3 sm:grid-cols-[8rem_1fr_1fr_auto]">
          <p className="col-span-2 pt-2 font-medium sm:col-span-1">{t(`admin.stores.day.${DAYS[index] ?? '1'}`)}</p>
          <TextField
            name={`hours.${index}.open`}
            type="time"
            label={t('admin.stores.exceptions.open')}
            value={day.open}
            onChange={(open) => set(index, { open })}
            error={errors[`hours.${index}.open`]}
            disabled={day.closed}
          />
          <TextField
            name={`hours.${index}.close`}
            type="time"
            label={t('admin.stores.exceptions.close')}
            value={day.close}
            onChange={(close) => set(index, { close })}
            error={errors[`hours.${index}.close`]}
            disabled={day.closed}
          />
          <Checkbox
            name={`hours.${index}.closed`}
            label={t('admin.stores.closed_day')}
            value={day.closed}
            onChange={(closed) => set(index, { closed })}
            className="col-span-2 sm:col-span-1 sm:pt-8"
          />
        </div>
      ))}
    </div>
  );
}
