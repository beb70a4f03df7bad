import AddRounded from '@mui/icons-material/AddRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import KeyboardDoubleArrowLeftRounded from '@mui/icons-material/KeyboardDoubleArrowLeftRounded';
import KeyboardDoubleArrowRightRounded from '@mui/icons-material/KeyboardDoubleArrowRightRounded';
import ReceiptLongRounded from '@mui/icons-material/ReceiptLongRounded';
import ShoppingCartRounded from '@mui/icons-material/ShoppingCartRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import Tooltip from '@mui/material/Tooltip';
import { ACCOUNT_MESSAGES } from '@thumbforge/contract';
import { useId, useRef } from 'react';
import { ClosedAccountNote } from '@/components/account/closed-account-note';
import { touchLink } from '@/components/touch-target';
import { paths } from '@/config/paths';
import { useAccountActions } from '@/components/account/use-account-actions';
import { Logo } from '@/components/logo';
import { useAuthKit } from '@/lib/auth/auth-kit-context';
import { tourTarget } from '@/lib/tour-targets';
import { useNewChat } from '../use-new-chat';
import { ChatList } from './chat-list';
import { ChatRail } from './chat-rail';
import { SidebarLink } from './sidebar-link';
import { TokenBalanceCard } from './token-balance-card';

type SidebarProps =
  | {
      /** The desktop sidebar: narrows to icons. */
      variant: 'docked';
      compact: boolean;
      onToggleCompact: () => void;
    }
  | {
      /** The phone drawer. */
      variant: 'drawer';
      onClose: () => void;
    };

export function Sidebar(props: SidebarProps) {
  const { AccountMenu } = useAuthKit();
  const compact = props.variant === 'docked' && props.compact;
  // In the phone drawer, opening a chat (new or listed) shows it: the drawer gets out of the way.
  const onChatOpened = props.variant === 'drawer' ? props.onClose : undefined;
  const { startNewChat, creating, closed } = useNewChat(onChatOpened);
  const closedNoteId = useId();
  const newChatButton = useRef<HTMLButtonElement>(null);
  const account = useAccountActions();

  const toggle =
    props.variant === 'docked' ? (
      <Tooltip title={compact ? 'Expand sidebar' : 'Collapse sidebar'} placement="right">
        <IconButton
          onClick={props.onToggleCompact}
          aria-label={compact ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!compact}
          size="small"
          sx={{ color: 'text.secondary' }}
        >
          {compact ? <KeyboardDoubleArrowRightRounded /> : <KeyboardDoubleArrowLeftRounded />}
        </IconButton>
      </Tooltip>
    ) : (
      <IconButton
        onClick={props.onClose}
        aria-label="Close sidebar"
        sx={{ color: 'text.secondary' }}
      >
        <CloseRounded />
      </IconButton>
    );

  return (
    <Box
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        p: compact ? 1.5 : 2,
        overflow: 'hidden',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexDirection: compact ? 'column' : 'row',
          gap: 1,
          minHeight: 40,
        }}
      >
        <Link
          href={paths.dashboard}
          underline="none"
          aria-label="ThumbForge dashboard"
          sx={touchLink}
        >
          <Logo size="small" showName={!compact} />
        </Link>
        {toggle}
      </Box>

      <Box sx={{ display: 'flex', justifyContent: compact ? 'center' : 'stretch' }}>
        <AccountMenu showName={!compact} afterSignOutUrl={paths.home} items={account.items} />
        {account.dialog}
      </Box>

      <TokenBalanceCard compact={compact} />

      <Box component="nav" aria-label="Tokens and payments">
        <List disablePadding sx={{ display: 'grid', gap: 0.5 }}>
          <SidebarLink
            href={paths.pricing}
            icon={ShoppingCartRounded}
            label="Buy Tokens"
            compact={compact}
          />
          <SidebarLink
            href={paths.transactions}
            icon={ReceiptLongRounded}
            label="Transaction History"
            compact={compact}
          />
        </List>
      </Box>

      {compact ? (
        <Tooltip title={closed ? ACCOUNT_MESSAGES.closedNoNewChat : 'New Chat'} placement="right">
          {/* A disabled button takes no pointer events: the span keeps the tooltip's reason. */}
          <Box component="span" sx={{ display: 'flex', justifyContent: 'center' }}>
            <IconButton
              {...tourTarget('newChat')}
              onClick={() => void startNewChat()}
              disabled={closed || creating}
              aria-label="New Chat"
              sx={{
                bgcolor: 'primary.main',
                color: 'common.white',
                '&:hover': { bgcolor: 'primary.dark' },
              }}
            >
              <AddRounded />
            </IconButton>
          </Box>
        </Tooltip>
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Button
            {...tourTarget('newChat')}
            ref={newChatButton}
            variant="contained"
            startIcon={<AddRounded />}
            onClick={() => void startNewChat()}
            loading={creating}
            loadingPosition="start"
            disabled={closed}
            aria-describedby={closed ? closedNoteId : undefined}
            fullWidth
          >
            New Chat
          </Button>
          {closed && (
            <ClosedAccountNote id={closedNoteId} text={ACCOUNT_MESSAGES.closedNoNewChat} />
          )}
        </Box>
      )}

      {compact ? (
        <ChatRail />
      ) : (
        <Box sx={{ flex: 1, minHeight: 0, overflowY: 'auto', mx: -1, px: 1 }}>
          <ChatList onChatOpened={onChatOpened} focusAfterDelete={newChatButton} />
        </Box>
      )}
    </Box>
  );
}
