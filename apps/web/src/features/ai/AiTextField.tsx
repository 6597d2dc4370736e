import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { RhfTextField, type RhfTextFieldProps } from '../../components/FormFields';
import { AiHelpButton } from './AiHelpButton';
import { fitGeneratedText } from './aiText';
import { AiTextDialog } from './AiTextDialog';

type AiTextFieldProps<T extends FieldValues> = RhfTextFieldProps<T> & {
  /** Names the field in the dialog where its label alone is ambiguous (e.g. 'Welcome e-mail: Subject'). */
  aiLabel?: string;
};

/**
 * A text field of an admin text (settings, instructions, questions) with the AI text help: an icon at its
 * end, `${testId}-ai`, opens the AI text dialog, whose generated text becomes the field's value (changed
 * and validated as if typed). A disabled field has no help.
 *
 * Usage: <AiTextField control={form.control} name="description" label={t('…')} testId="instruction-text" multiline />
 */
export function AiTextField<T extends FieldValues>({ aiLabel, ...props }: AiTextFieldProps<T>) {
  // The dialog is mounted on first use only: a settings panel has dozens of these fields.
  const [ai, setAi] = useState<{ open: boolean } | null>(null);
  const withAi = !props.disabled;
  const fieldLabel = aiLabel ?? props.label;
  const multiline = Boolean(props.multiline);
  return (
    <RhfTextField
      {...props}
      endAdornment={
        withAi ? (
          <>
            {props.endAdornment}
            <AiHelpButton
              fieldLabel={fieldLabel}
              testId={props.testId}
              multiline={multiline}
              onOpen={() => setAi({ open: true })}
            />
          </>
        ) : (
          props.endAdornment
        )
      }
      renderAfter={
        withAi && ai
          ? (setValue) => (
              <AiTextDialog
                open={ai.open}
                fieldLabel={fieldLabel}
                onClose={() => setAi({ open: false })}
                onGenerated={(text) => setValue(fitGeneratedText(text, multiline))}
              />
            )
          : undefined
      }
    />
  );
}
