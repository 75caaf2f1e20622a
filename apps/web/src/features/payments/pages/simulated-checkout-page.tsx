import { formatCents, paymentsMessages } from '@fhp/domain';
import { Alert, Button, Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFlask } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../../../ui/error-state';
import { PageLoader } from '../../../ui/page-loader';
import { usePageTitle } from '../../../ui/use-page-title';
import { useDecideSimulatedOrder, useSimulatedOrder } from '../api/simulated-order';

const m = paymentsMessages;

/**
 * /checkout/simulated/:orderId: the local provider's stand-in for PayPal's approval page.
 * It says loudly that it is test money, then sends the buyer back like PayPal would.
 */
export default function SimulatedCheckoutPage() {
  usePageTitle(m.simulatedTitle);
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const order = useSimulatedOrder(orderId);
  const decide = useDecideSimulatedOrder(orderId);

  const go = (decision: 'approve' | 'cancel') =>
    decide.mutate(decision, {
      onSuccess: ({ redirectUrl }) => {
        const target = new URL(redirectUrl, window.location.origin);
        // Our own pages stay inside the app; anything else is a full navigation.
        if (target.origin === window.location.origin)
          navigate(`${target.pathname}${target.search}`);
        else window.location.assign(target.toString());
      },
    });

  if (order.isPending) return <PageLoader />;
  if (order.isError)
    return <ErrorState message={order.error.message} onRetry={() => order.refetch()} />;

  const { amountCents, currency, description, status } = order.data;
  const open = status === 'created' || status === 'approved';
  return (
    <Container size="xs">
      <Paper withBorder p="xl">
        <Stack gap="md">
          {/* An alert, not a badge: the whole label must stay readable on a phone. Black on the
              bright orange (6.9:1): white on it was 3:1, below WCAG's 4.5:1 (axe). */}
          <Alert
            color="orange"
            variant="filled"
            icon={<IconFlask size={20} aria-hidden />}
            styles={{
              message: { fontWeight: 700, color: 'var(--mantine-color-black)' },
              icon: { color: 'var(--mantine-color-black)' },
            }}
          >
            {m.testMoneyLabel}
          </Alert>
          <Title order={1} fz="h2">
            {m.simulatedTitle}
          </Title>
          <Text c="dimmed">{m.simulatedIntro}</Text>
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {m.amountLabel}
            </Text>
            <Text fz={32} fw={700} data-testid="checkout-amount">
              {formatCents(amountCents, currency)}
            </Text>
            <Text size="sm" c="dimmed">
              {m.descriptionLabel}
            </Text>
            <Text>{description}</Text>
          </Stack>
          {!open && <Alert color="gray">{m.orderClosed}</Alert>}
          {decide.isError && (
            <Alert color="red" role="alert">
              {decide.error.message}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Button
              variant="default"
              disabled={!open}
              loading={decide.isPending && decide.variables === 'cancel'}
              onClick={() => go('cancel')}
            >
              {m.cancel}
            </Button>
            <Button
              color="green"
              disabled={!open}
              loading={decide.isPending && decide.variables === 'approve'}
              onClick={() => go('approve')}
            >
              {m.approve}
            </Button>
          </SimpleGrid>
        </Stack>
      </Paper>
    </Container>
  );
}
