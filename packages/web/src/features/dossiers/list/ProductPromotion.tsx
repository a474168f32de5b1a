import { PRODUCTS } from '@area-clienti/contract';
import { ProductCard } from '@/shared/entities/products/ProductCard';
import { text } from '@/shared/messages';
import { Link } from '@/shared/router';
import { paths } from '@/shared/routes';
import { selectPromotion } from './promotion';

export function ProductPromotion() {
  const { cards, catalogueLink } = selectPromotion(PRODUCTS);
  if (cards.length === 0) return null;
  return (
    <section className="promotion" aria-labelledby="promozione-prodotti">
      <h2 id="promozione-prodotti">{text.promotion.title}</h2>
      <ul className="row g-4 product-grid">
        {cards.map((product) => (
          <li key={product.id} className="col-12 col-lg-4">
            <ProductCard product={product} headingLevel="h3" linkText={text.promotion.more} />
          </li>
        ))}
      </ul>
      {catalogueLink ? (
        <p className="promotion__catalogue">
          <Link className="btn btn-outline-primary" to={paths.products()}>
            {text.promotion.catalogue}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
