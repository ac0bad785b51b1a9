import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A modal dialog as the console's policy allows it: the scroll lock keeps the page still but does not hide the scroll
 * bar, which react-remove-scroll does with an injected <style> tag that has no nonce (blocked by the CSP); and its
 * close button is named for screen readers.
 */
export function Dialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('contacts.closeDialog') }}
      removeScrollProps={{ removeScrollBar: false }}
    >
      {children}
    </Modal>
  );
}
