import { PRODUCT_GROUPS, PRODUCTS } from '@area-clienti/contract';
import { useId } from 'react';
import { ProductCard } from '@/shared/entities/products/ProductCard';
import { text } from '@/shared/messages';
import { productText } from '@/shared/messages/documents-products';
import { Link, useSearchParams } from '@/shared/router';
import { PageHeading } from '@/shared/ui/PageHeading';
import { groupProducts, groupSlug, parseProductGroup, withProductGroup } from './productGroups';

const t = { ...text.products, ...productText };

/**
 * The catalogue (SPEC §3, §9) under its six groups' headings, in the spec's order, with a choice of one
 * group kept in the address (`?gruppo=`); the first card across the whole row, then two per row.
 */
export function ProductsPage() {
  const [search] = useSearchParams();
  const chosen = parseProductGroup(search);
  const groups = groupProducts(PRODUCTS, chosen);
  const shownCount = groups.reduce((sum, g) => sum + g.products.length, 0);
  const filterLabel = useId();
  const firstShown = groups[0]?.products[0]?.id;

  return (
    <>
      <PageHeading title={t.title}>
        <p className="lead-text">{t.intro}</p>
      </PageHeading>
      <div className="product-filter">
        <p id={filterLabel} className="product-filter__label">
          {t.filter}
        </p>
        <ul className="product-filter__options" aria-labelledby={filterLabel}>
          {[null, ...PRODUCT_GROUPS].map((group) => (
            <li key={group ?? 'all'}>
              <Link
                className={`btn btn-sm ${group === chosen ? 'btn-primary' : 'btn-outline-primary'}`}
                to={{ search: withProductGroup(search, group) }}
                aria-current={group === chosen ? 'true' : undefined}
              >
                {group ?? t.allGroups}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <p className="product-count" role="status">
        {t.shown(shownCount, chosen)}
      </p>
      {groups.map(({ group, products }) => (
        <section key={group} className="product-group" aria-labelledby={`gruppo-${groupSlug(group)}`}>
          <h2 id={`gruppo-${groupSlug(group)}`}>{group}</h2>
          <ul className="row g-4 product-grid">
            {products.map((product) => (
              <li key={product.id} className={product.id === firstShown ? 'col-12' : 'col-12 col-md-6'}>
                <ProductCard
                  product={product}
                  headingLevel="h3"
                  linkText={t.more}
                  featured={product.id === firstShown}
                  showGroup={false}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
