/**
 * /my-account/manual-verification: photo ID for a person to check (POST /customer/verification,
 * multipart). The count and size are checked here to save a wasted upload; what a file is, the
 * server reads from its bytes, so a document renamed to .jpg is refused there in the same words.
 */
import { Alert, FileInput, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import {
  PHOTO_ID_ACCEPT,
  PHOTO_ID_MAX_BYTES,
  PHOTO_ID_MAX_FILES,
  PHOTO_ID_MESSAGES,
  VERIFICATION_OUTCOMES,
} from '@contract/verification';
import { FormSubmit } from '@/ui/form-parts';
import { useAppForm } from '@/ui/use-app-form';
import { verificationMutations } from './queries';

function filesProblem(files: File[]): string | undefined {
  if (files.length === 0) return PHOTO_ID_MESSAGES.none;
  if (files.length > PHOTO_ID_MAX_FILES) return PHOTO_ID_MESSAGES.tooMany;
  if (files.some((file) => file.size > PHOTO_ID_MAX_BYTES)) return PHOTO_ID_MESSAGES.tooBig;
  return undefined;
}

export function PhotoIdForm({ customerId, pending }: { customerId: string; pending: boolean }) {
  const mutation = useMutation(verificationMutations.photoId(customerId));
  const { form, onSubmit, isSubmitting, general } = useAppForm<{ files: File[] }>({
    initialValues: { files: [] },
    rules: { files: filesProblem },
    submission: mutation,
    afterSuccess: 'lock',
  });
  if (mutation.isSuccess)
    return (
      <Alert color="green" role="status">
        {VERIFICATION_OUTCOMES.photoReceived}
      </Alert>
    );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {pending && (
          <Text size="sm">
            We are already checking the ID you sent. Send another only if we asked you to, or the first was
            unclear.
          </Text>
        )}
        <FileInput
          label="Photo of your ID"
          description={`The front of your driver's licence or passport, and the back if it has your address. JPEG, PNG, WebP or HEIC, up to ${PHOTO_ID_MAX_BYTES / 1024 / 1024} MB each.`}
          placeholder="Choose photos"
          accept={PHOTO_ID_ACCEPT}
          multiple
          required
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the chosen photos' }}
          {...form.getInputProps('files')}
        />
        <FormSubmit general={general} submitting={isSubmitting}>
          Send my ID
        </FormSubmit>
      </Stack>
    </form>
  );
}
