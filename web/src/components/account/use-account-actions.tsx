import { ACCOUNT_EXPORT, ACCOUNT_MESSAGES } from '@thumbforge/contract';
import DownloadRounded from '@mui/icons-material/DownloadRounded';
import KeyRounded from '@mui/icons-material/KeyRounded';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import NoAccountsRounded from '@mui/icons-material/NoAccountsRounded';
import { useState, type ReactNode } from 'react';
import { useApiClient } from '@/lib/api/api-client-context';
import { isApiError } from '@/lib/api/api-error';
import type { AccountMenuItem } from '@/lib/auth/auth-kit';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { formatShortDate } from '@/lib/format-short-date';
import { useToast } from '@/lib/toast/use-toast';
import { useDownload } from '../use-download';
import { closeAccount } from './api/close-account';
import { fetchAccountData } from './api/download-account-data';
import { reopenAccount } from './api/reopen-account';
import { ApiKeysDialog } from './api-keys-dialog';
import { CloseAccountDialog } from './close-account-dialog';

export interface AccountActions {
  /** For the account menu: API keys, download my data, and close or reopen the account. */
  items: AccountMenuItem[];
  /** The confirmation that closing asks for; render it once beside the menu. */
  dialog: ReactNode;
  downloadData: () => void;
  reopen: () => Promise<void>;
}

const messageOf = (error: unknown, fallback: string) =>
  isApiError(error) ? error.message : fallback;

const EXPORT_WORDING = {
  preparing: ACCOUNT_MESSAGES.preparingData,
  saved: ACCOUNT_MESSAGES.dataDownloaded,
  failed: (error: unknown) => messageOf(error, ACCOUNT_MESSAGES.dataDownloadFailed),
};

/** Closing, reopening and a copy of one's data, as the account menu and the banner offer them. */
export function useAccountActions(): AccountActions {
  const api = useApiClient();
  const toast = useToast();
  const { authUser, checkAuth } = useCurrentUser();
  const [confirming, setConfirming] = useState(false);
  const [managingKeys, setManagingKeys] = useState(false);

  const { download } = useDownload(EXPORT_WORDING);
  const downloadData = () => download(fetchAccountData, ACCOUNT_EXPORT.fileName);

  async function close() {
    try {
      const { deleteAfter } = await closeAccount(api);
      await checkAuth();
      toast.success(ACCOUNT_MESSAGES.closed(formatShortDate(deleteAfter)));
    } catch (error) {
      toast.error(messageOf(error, ACCOUNT_MESSAGES.closeFailed));
    }
  }

  async function reopen() {
    try {
      await reopenAccount(api);
      await checkAuth();
      toast.success(ACCOUNT_MESSAGES.reopened);
    } catch (error) {
      toast.error(messageOf(error, ACCOUNT_MESSAGES.reopenFailed));
    }
  }

  const closed = Boolean(authUser?.closedAt);
  return {
    items: [
      {
        label: 'API keys',
        icon: <KeyRounded fontSize="small" />,
        onSelect: () => setManagingKeys(true),
      },
      {
        label: 'Download my data',
        icon: <DownloadRounded fontSize="small" />,
        onSelect: downloadData,
      },
      closed
        ? {
            label: 'Reopen account',
            icon: <LockOpenRounded fontSize="small" />,
            onSelect: () => void reopen(),
          }
        : {
            label: 'Close account',
            icon: <NoAccountsRounded fontSize="small" />,
            onSelect: () => setConfirming(true),
          },
    ],
    dialog: (
      <>
        <CloseAccountDialog
          open={confirming}
          onConfirm={close}
          onDownload={downloadData}
          onClose={() => setConfirming(false)}
        />
        <ApiKeysDialog open={managingKeys} onClose={() => setManagingKeys(false)} />
      </>
    ),
    downloadData,
    reopen,
  };
}
