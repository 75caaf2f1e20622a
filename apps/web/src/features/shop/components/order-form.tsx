import {
  formatCents,
  SHOP_MAX_QUANTITY,
  SHOP_SHIPPING_CENTS,
  shopQuantityFields,
  type TShopOrderType,
  shopMessages as t,
} from '@fhp/domain';
import {
  Button,
  Divider,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { LocationFields } from './location-fields';
import classes from './order-form.module.css';
import {
  liveTotalCents,
  type OrderForm,
  type OrderFormValues,
  orderFormErrors,
} from './use-order-form';

export interface OrderFormProps {
  form: OrderForm;
  type: TShopOrderType;
  onPay: (values: OrderFormValues) => void;
  paying: boolean;
  /** The shop is closed: the form stays, Pay Now does not. */
  blocked: boolean;
}

/** The order form: shipping address, quantities, read-only shipping fee, live total, Pay Now. */
export function OrderFormView({ form, type, onPay, paying, blocked }: OrderFormProps) {
  const values = form.getValues();
  const asks = shopQuantityFields(type);
  const complete = Object.keys(orderFormErrors(values, type)).length === 0;
  const quantityProps = {
    required: true,
    min: 1,
    max: SHOP_MAX_QUANTITY,
    allowDecimal: false,
    allowNegative: false,
    clampBehavior: 'none' as const,
    inputMode: 'numeric' as const,
  };

  return (
    <form onSubmit={form.onSubmit(onPay)} noValidate>
      <div className={classes.layout}>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Stack gap="md">
            <Title order={2} fz="h4">
              {t.shippingSection}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              <TextInput
                label={t.firstNameLabel}
                required
                autoComplete="given-name"
                {...form.getInputProps('firstName')}
              />
              <TextInput
                label={t.lastNameLabel}
                required
                autoComplete="family-name"
                {...form.getInputProps('lastName')}
              />
              <LocationFields form={form} />
              <TextInput
                label={t.addressLabel}
                required
                autoComplete="address-line1"
                {...form.getInputProps('address')}
              />
              <TextInput
                label={t.apartmentLabel}
                autoComplete="address-line2"
                {...form.getInputProps('apartment')}
              />
              <TextInput
                label={t.postalCodeLabel}
                required
                inputMode="numeric"
                autoComplete="postal-code"
                {...form.getInputProps('postalCode')}
              />
              <TextInput
                label={t.companyLabel}
                autoComplete="organization"
                {...form.getInputProps('companyName')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
          <Stack gap="md">
            <Title order={2} fz="h4">
              {t.quantitySection}
            </Title>
            {asks.signs && (
              <NumberInput
                label={t.athleteNumberLabel}
                description={t.athleteNumberHint}
                required
                min={1}
                allowDecimal={false}
                allowNegative={false}
                hideControls
                inputMode="numeric"
                {...form.getInputProps('athleteNumber')}
              />
            )}
            {asks.signs && (
              <NumberInput
                label={t.signsLabel}
                {...quantityProps}
                {...form.getInputProps('signs')}
              />
            )}
            {asks.posterPacks && (
              <NumberInput
                label={t.posterPacksLabel}
                {...quantityProps}
                {...form.getInputProps('posterPacks')}
              />
            )}
            <TextInput
              label={t.shippingFeeLabel}
              value={formatCents(SHOP_SHIPPING_CENTS)}
              readOnly
            />
            <Divider />
            <Group justify="space-between" align="baseline">
              <Text fw={700}>{t.totalLabel}</Text>
              <Text fz={28} fw={800} data-testid="shop-total" aria-live="polite">
                {formatCents(liveTotalCents(values, type))}
              </Text>
            </Group>
            <Button
              type="submit"
              size="md"
              fullWidth
              leftSection={<IconCreditCard size={18} aria-hidden />}
              disabled={!complete || blocked}
              loading={paying}
            >
              {t.payNow}
            </Button>
            <Text size="sm" c="dimmed" ta="center">
              {complete ? t.payHint : t.payDisabledHint}
            </Text>
          </Stack>
        </Paper>
      </div>
    </form>
  );
}
