import { type ReactNode } from 'react';

import { FamilyForm } from '@/components/admin/families/family-form';
import AdminLayout from '@/layouts/admin-layout';
import { type FamilyFormProps } from '@/types/admin-families';

/**
 * /admin/familii/nou and /admin/familii/{id}/editare: a family's shared details, its options and its variants table.
 * Keyed by the family's version, so after a variant is added, generated, attached, taken out or repriced the form
 * starts again from what the server saved.
 */
export default function FamilyFormPage(props: FamilyFormProps) {
  return <FamilyForm key={props.family === null ? 'new' : `${props.family.id}-${props.family.version}`} {...props} />;
}

FamilyFormPage.layout = (page: ReactNode) => <AdminLayout>{page}</AdminLayout>;
