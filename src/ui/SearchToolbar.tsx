/**
 * The bar above a search's results (the shop's category page, the rentals search): the count,
 * announced as it changes and naming the results, then the tools, such as a SortSelect.
 */
import type { ReactNode } from 'react';
import styles from './SearchToolbar.module.css';

interface SearchToolbarProps {
  /** The count's id, which the results' region is labelled by. */
  countId: string;
  count: ReactNode;
  children: ReactNode;
}

export function SearchToolbar({ countId, count, children }: SearchToolbarProps) {
  return (
    <div className={styles.toolbar}>
      <p id={countId} className={styles.count} role="status">
        {count}
      </p>
      {children}
    </div>
  );
}

interface SortSelectProps<Order extends string> {
  label: string;
  value: Order;
  orders: readonly Order[];
  labelOf: (order: Order) => string;
  onChange: (order: Order) => void;
}

/** A labelled select of a search's orders. */
export function SortSelect<Order extends string>({ label, value, orders, labelOf, onChange }: SortSelectProps<Order>) {
  return (
    <label className={styles.sort}>
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value as Order)}>
        {orders.map((order) => (
          <option key={order} value={order}>
            {labelOf(order)}
          </option>
        ))}
      </select>
    </label>
  );
}
