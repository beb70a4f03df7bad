import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  billingInputSchema,
  GST_STATES,
  GSTIN_EXAMPLE,
  type BillingInput,
  type Plan,
} from '@thumbforge/contract';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useRuntimeConfig } from '@/config/runtime-config';
import { useCurrentUser } from '@/lib/auth/current-user-context';
import { formatRupees } from '@/lib/format-rupees';
import { usePayments } from '@/lib/live/live-data-context';
import { billingInputOf, rememberedBilling } from './remembered-billing';

interface BillingDetailsDialogProps {
  /** The plan being bought; the dialog is open while it is set. */
  plan: Plan | null;
  /** `billing` is undefined when the buyer skipped the optional details. */
  onContinue: (billing: BillingInput | undefined) => void;
  onCancel: () => void;
}

/**
 * The checkout step before paying: who the invoice is for. The state decides the tax (CGST and
 * SGST in the seller's state, IGST elsewhere); a business may add its GSTIN. Checked with the
 * server's own schema, so what passes here passes there.
 */
export function BillingDetailsDialog({ plan, onContinue, onCancel }: BillingDetailsDialogProps) {
  const headingId = useId();
  return (
    <Dialog
      open={plan !== null}
      // Only Escape or Cancel close it: a stray click beside the form loses nothing typed.
      onClose={(_event, reason) => reason !== 'backdropClick' && onCancel()}
      aria-labelledby={headingId}
      slotProps={{
        paper: {
          sx: { width: '100%', maxWidth: 480, background: (t) => t.palette.surface.dialog },
        },
      }}
    >
      {/* Mounted per opening, so it starts from the details remembered now. */}
      {plan && (
        <BillingForm
          headingId={headingId}
          plan={plan}
          onContinue={onContinue}
          onCancel={onCancel}
        />
      )}
    </Dialog>
  );
}

type Field = 'name' | 'state' | 'gstin' | 'address';

type FormProps = Omit<BillingDetailsDialogProps, 'plan'> & { headingId: string; plan: Plan };

function BillingForm({ headingId, plan, onContinue, onCancel }: FormProps) {
  const { billing } = useRuntimeConfig();
  const { authUser } = useCurrentUser();
  const payments = usePayments();
  const fullName = authUser?.fullName ?? '';
  const [values, setValues] = useState(() => rememberedBilling(payments.data, fullName));
  // The payments may arrive after the form opens: their details fill it until the buyer types.
  const touched = useRef(false);
  const loaded = payments.data !== undefined;
  useEffect(() => {
    if (loaded && !touched.current) setValues(rememberedBilling(payments.data, fullName));
  }, [loaded, payments.data, fullName]);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const set = (field: Field) => (event: { target: { value: string } }) => {
    touched.current = true;
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = billingInputOf(values);
    const checked = billingInputSchema.safeParse(input);
    if (!checked.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    onContinue(input);
  }

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle id={headingId} sx={{ pb: 0.5 }}>
        Billing details
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.25, pt: '8px !important' }}>
        <Typography variant="body2" color="textSecondary">
          {plan.name} package, {formatRupees(plan.amount)} including GST.{' '}
          {billing.required
            ? 'Your tax invoice is made out to these details.'
            : 'Printed on your receipt; you can skip this.'}
        </Typography>
        <TextField
          autoFocus
          label="Name to bill"
          value={values.name}
          onChange={set('name')}
          error={Boolean(errors.name)}
          helperText={errors.name}
          required
          autoComplete="name"
        />
        <TextField
          select
          label="State"
          value={values.state}
          onChange={set('state')}
          error={Boolean(errors.state)}
          helperText={errors.state ?? 'Where you are: it decides the GST on your invoice'}
          required
        >
          {GST_STATES.map((state) => (
            <MenuItem key={state.code} value={state.code}>
              {state.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="GSTIN (optional)"
          value={values.gstin}
          onChange={set('gstin')}
          error={Boolean(errors.gstin)}
          placeholder={GSTIN_EXAMPLE}
          helperText={errors.gstin ?? 'For a registered business: printed on your tax invoice'}
          slotProps={{
            htmlInput: { maxLength: 15, style: { textTransform: 'uppercase' }, spellCheck: false },
          }}
        />
        {values.gstin.trim() !== '' && (
          <TextField
            label="Registered address"
            value={values.address}
            onChange={set('address')}
            error={Boolean(errors.address)}
            helperText={errors.address ?? 'As registered for GST: printed on your tax invoice'}
            required
            multiline
            minRows={2}
            autoComplete="street-address"
          />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button color="inherit" onClick={onCancel}>
          Cancel
        </Button>
        {!billing.required && (
          <Button color="inherit" onClick={() => onContinue(undefined)}>
            Skip
          </Button>
        )}
        <Button type="submit" variant="contained">
          Continue to payment
        </Button>
      </DialogActions>
    </form>
  );
}
