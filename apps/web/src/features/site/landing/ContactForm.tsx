import { contactForm, type ContactForm as ContactValues, type ContactFormValues } from '@assessly/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from '@mui/icons-material';
import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RhfTextField } from '../../../components/FormFields';
import { applyFieldIssues, useApiMutation } from '../../../components/useApiMutation';
import { contactApi } from '../api/contactApi';

const EMPTY: ContactFormValues = { name: '', email: '', message: '' };

/**
 * The public contact form (spec 000 §5): the shared zod rules and messages, checked as the visitor types;
 * Send stays disabled until the form is valid. The answer's message shows as the app's notice (spec §8,
 * a rate-limit refusal as the long tooManyRequests message); on success the form empties and a
 * confirmation stays in the card until the visitor writes again.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const form = useForm<ContactFormValues, unknown, ContactValues>({
    resolver: zodResolver(contactForm),
    defaultValues: EMPTY,
    mode: 'all',
  });
  const send = useApiMutation({
    mutationFn: (values: ContactValues) => contactApi.create(values),
    onSuccess: () => {
      form.reset(EMPTY);
      setSent(true);
    },
    onError: (error) => applyFieldIssues(error, form.setError),
  });
  const { isValid } = form.formState;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 4 }, borderRadius: 4, boxShadow: '0 20px 48px rgba(16,42,84,0.08)' }}
    >
      <Typography id="contact-form-title" variant="h6" component="h3" sx={{ fontWeight: 700, mb: 2.5 }}>
        {t('landingPage.formTitle')}
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={2.25}
        aria-labelledby="contact-form-title"
        data-testid="contact-form"
        onChange={() => sent && setSent(false)}
        onSubmit={form.handleSubmit((values) => send.mutate(values))}
      >
        <RhfTextField
          control={form.control}
          name="name"
          label={t('landingPage.name')}
          testId="contact-name"
          required
          inputProps={{ autoComplete: 'name' }}
        />
        <RhfTextField
          control={form.control}
          name="email"
          label={t('landingPage.email')}
          type="email"
          testId="contact-email"
          required
          inputProps={{ autoComplete: 'email' }}
        />
        <RhfTextField
          control={form.control}
          name="message"
          label={t('landingPage.message')}
          testId="contact-message"
          required
          multiline
          minRows={4}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          endIcon={<Send />}
          disabled={!isValid}
          loading={send.isPending}
          data-testid="contact-submit"
          sx={{ alignSelf: { sm: 'flex-start' }, px: 4, py: 1.25 }}
        >
          {t('landingPage.send')}
        </Button>
        {sent && (
          <Alert severity="success" role="status" data-testid="contact-sent">
            {t('messages.contactMessageSent')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
