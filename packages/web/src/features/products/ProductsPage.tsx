import { PRODUCTS } from '@area-clienti/contract';
import { ProductCard } from '@/shared/entities/products/ProductCard';
import { text } from '@/shared/messages';
import { PageHeading } from '@/shared/ui/PageHeading';

/** The catalogue (SPEC §9): the first card across the whole row, then two per row. */
export function ProductsPage() {
  return (
    <>
      <PageHeading title={text.products.title}>
        <p className="lead-text">{text.products.intro}</p>
      </PageHeading>
      <ul className="row g-4 product-grid">
        {PRODUCTS.map((product, index) => (
          <li key={product.id} className={index === 0 ? 'col-12' : 'col-12 col-md-6'}>
            <ProductCard
              product={product}
              headingLevel="h2"
              linkText={text.products.more}
              featured={index === 0}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
