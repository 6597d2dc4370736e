import type { FieldValues } from 'react-hook-form';
import { RhfTextField, type RhfFieldProps } from '../../../components/FormFields';

/**
 * A calendar date (YYYY-MM-DD, the browser's date picker) bound to react-hook-form. The label always sits
 * above the field: the browser draws its own "dd/mm/yyyy" placeholder, which a resting label would cover.
 */
export function RhfDateField<T extends FieldValues>(props: RhfFieldProps<T>) {
  return <RhfTextField {...props} type="date" inputProps={{ max: '9999-12-31' }} />;
}
