import type { Product } from '@area-clienti/contract';
import { Link } from '@/shared/router';

interface ProductCardProps {
  product: Product;
  headingLevel: 'h2' | 'h3';
  linkText: string;
  /** The featured card tells the whole description, the others the excerpt. */
  featured?: boolean;
  /** Off under a heading that already names the group (the catalogue). */
  showGroup?: boolean;
}

export function ProductCard({
  product,
  headingLevel: Heading,
  linkText,
  featured = false,
  showGroup = true,
}: ProductCardProps) {
  return (
    <article className={`card card-bg product-card${featured ? ' product-card--featured' : ''}`}>
      <div className="card-body">
        {showGroup ? <p className="product-card__group">{product.group}</p> : null}
        <Heading className="card-title h4">{product.title}</Heading>
        <p className="card-text">{product.excerpt}</p>
        {featured ? <p className="card-text">{product.description}</p> : null}
        {/* Named with its product: a list of cards has many links of the same words. */}
        <Link className="product-card__link" to={product.link} aria-label={`${linkText}: ${product.title}`}>
          {linkText}
        </Link>
      </div>
    </article>
  );
}
