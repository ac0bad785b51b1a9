import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../ui/error-alert';
import { useReceipt } from './use-credits';

/** Saves an approved purchase's PDF receipt: fetched with the session's token, then handed over as a file. */
export function ReceiptButton({ purchaseId }: { purchaseId: number }) {
  const { t } = useTranslation();
  const receipt = useReceipt();
  const download = () =>
    receipt.mutate(purchaseId, {
      onSuccess: (blob) => {
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = `receipt-${purchaseId}.pdf`;
        link.click();
        // The click has started the download; the object URL is not needed after this turn.
        setTimeout(() => URL.revokeObjectURL(url), 0);
      },
    });
  return (
    <>
      <Button size="compact-sm" variant="light" loading={receipt.isPending} onClick={download}>
        {t('credits.receipt')}
      </Button>
      {receipt.isError && <ErrorAlert error={receipt.error} />}
    </>
  );
}
