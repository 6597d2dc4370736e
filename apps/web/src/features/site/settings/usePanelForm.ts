import { zodResolver } from '@hookform/resolvers/zod';
import type { RouteOutput, siteApi } from '@assessly/shared';
import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { applyFieldIssues, useApiMutation } from '../../../components/useApiMutation';
import { SETTINGS_QUERY_KEY } from '../../../lib/settings';
import { aiKeys } from '../../ai';
import { settingsKeys } from '../api/settingsApi';

interface Options<TIn extends FieldValues, TOut> {
  schema: z.ZodType<TOut, TIn>;
  defaults: TIn;
  /** The panel's save call; every panel answers the message key of its update (successfullyUpdated). */
  save: (values: TOut) => Promise<RouteOutput<typeof siteApi.UpdateSettings>>;
  /** What the form holds after a successful save, e.g. write-only secrets emptied again. */
  afterSave?: (values: TIn) => TIn;
}

/**
 * One panel's form: the shared zod schema validating as the user types, its own save call, the
 * standard success / refusal notices, and a refresh of the admin view and of the public settings the
 * theme, favicon and page titles are built from (so a change shows at once, without a reload).
 * Returns the form, `panel` (SettingsPanel's onSubmit and save state: <SettingsPanel … {...panel}>) and
 * `onBusyChange` for the panel's picture uploads (the panel does not save while one runs).
 */
export function usePanelForm<TIn extends FieldValues, TOut>({ schema, defaults, save, afterSave }: Options<TIn, TOut>) {
  const form = useForm<TIn, unknown, TOut>({
    resolver: zodResolver(schema),
    mode: 'onChange',
    defaultValues: defaults as DefaultValues<TIn>,
  });
  const mutation = useApiMutation({
    mutationFn: save,
    // The AI panel's keys decide what the AI helpers say (issue 20): their key status is asked again too.
    invalidate: [settingsKeys.admin, SETTINGS_QUERY_KEY, aiKeys.keyStatus],
    onSuccess: () => {
      const values = form.getValues();
      form.reset(afterSave ? afterSave(values) : values);
    },
    onError: (error) => applyFieldIssues(error, form.setError),
  });
  const [uploads, setUploads] = useState(0);
  const onBusyChange = (busy: boolean) => setUploads((n) => n + (busy ? 1 : -1));
  const panel = {
    onSubmit: form.handleSubmit((values) => mutation.mutate(values)),
    dirty: form.formState.isDirty,
    valid: form.formState.isValid,
    saving: mutation.isPending,
    busy: uploads > 0,
  };
  return { form, panel, onBusyChange };
}
