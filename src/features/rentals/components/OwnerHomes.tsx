/** The published homes of an agency or a user, 12 a page (the page in the URL), under a heading. */
import { useSearchParams } from 'react-router';
import { useListPropertiesQuery } from '../api.ts';
import { homesArgs, pageOf } from '../searchQuery.ts';
import { PropertyResults } from './PropertyResults.tsx';
import styles from '../rentals.module.css';

export interface OwnerHomesProps {
  owner: { agencyId: number } | { ownerId: number };
  /** The heading, given how many homes there are (undefined until the answer comes). */
  heading: (total: number | undefined) => string;
  empty: string;
}

export function OwnerHomes({ owner, heading, empty }: OwnerHomesProps) {
  const [params] = useSearchParams();
  const page = pageOf(params);
  const homes = useListPropertiesQuery(homesArgs(owner, params));
  return (
    <section aria-labelledby="owner-homes">
      <h2 id="owner-homes" className={styles.sectionTitle}>
        {heading(homes.data?.total)}
      </h2>
      <PropertyResults query={homes} page={page} hrefOf={(n) => (n === 1 ? '?' : `?page=${n}`)} empty={empty} headingLevel={3} />
    </section>
  );
}
