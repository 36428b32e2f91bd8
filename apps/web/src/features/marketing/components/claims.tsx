import { Group, RollingNumber, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import {
  formatNumber,
  GOOGLE_RATING,
  LANDING_CLAIMS,
  SAVINGS_UP_TO_PERCENT,
  THOUSANDS_SEPARATOR,
} from '@motorwise/shared';
import { IconMoodHappy, IconPigMoney, IconStarFilled } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { CUSTOMERS_SINCE } from '@/lib/constants';
import { useCustomersCount } from '../api/marketing-api';
import classes from './claims.module.css';

/** Rolls the counter up from zero once the number is known. */
function useRolledValue(target: number | undefined): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    if (target === undefined) return;
    const timer = window.setTimeout(() => setValue(target), 120);
    return () => window.clearTimeout(timer);
  }, [target]);
  return value;
}

function CustomersClaim() {
  const count = useCustomersCount();
  const rolled = useRolledValue(count.data);
  return (
    <div className={classes.card}>
      <ThemeIcon size={40} radius="xl" variant="light" color="ember" mb="sm" aria-hidden="true">
        <IconMoodHappy size={22} />
      </ThemeIcon>
      {count.isPending ? (
        <Skeleton height={42} width="70%" radius="sm" aria-label="Loading the customer count" />
      ) : count.isError ? (
        <div className={classes.value}>Thousands</div>
      ) : (
        <div className={classes.value}>
          <RollingNumber
            value={rolled}
            thousandSeparator={THOUSANDS_SEPARATOR}
            animationDuration={1400}
            aria-label={`${formatNumber(count.data)} happy customers`}
          />
        </div>
      )}
      <Text c="gray.7" mt={6}>
        {LANDING_CLAIMS.customers} {CUSTOMERS_SINCE}
      </Text>
    </div>
  );
}

/** The three landing-page claims from the spec: customers, savings and the Google rating. */
export function Claims() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      <CustomersClaim />
      <div className={classes.card}>
        <ThemeIcon size={40} radius="xl" variant="light" color="ember" mb="sm" aria-hidden="true">
          <IconPigMoney size={22} />
        </ThemeIcon>
        <div className={classes.value}>
          <Text span inherit fz="0.55em" c="gray.7" fw={700}>
            up to
          </Text>
          {SAVINGS_UP_TO_PERCENT}
          <span className={classes.accent}>%</span>
        </div>
        <Text c="gray.7" mt={6}>
          {LANDING_CLAIMS.savings}
        </Text>
      </div>
      <div className={classes.card}>
        <ThemeIcon size={40} radius="xl" variant="light" color="ember" mb="sm" aria-hidden="true">
          <IconStarFilled size={20} />
        </ThemeIcon>
        <Group gap={8} align="baseline" className={classes.value}>
          {GOOGLE_RATING.toFixed(1)}
          <Text span inherit fz="0.55em" c="gray.7" fw={700}>
            / 5
          </Text>
        </Group>
        <Text c="gray.7" mt={6}>
          {LANDING_CLAIMS.rating}
        </Text>
      </div>
    </SimpleGrid>
  );
}
