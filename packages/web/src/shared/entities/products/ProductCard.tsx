import type { Product } from '@area-clienti/contract';
import { Link } from 'react-router';

interface ProductCardProps {
  product: Product;
  headingLevel: 'h2' | 'h3';
  linkText: string;
  /** The featured card tells the whole description, the others the excerpt. */
  featured?: boolean;
}

export function ProductCard({
  product,
  headingLevel: Heading,
  linkText,
  featured = false,
}: ProductCardProps) {
  return (
    <article className={`card card-bg product-card${featured ? ' product-card--featured' : ''}`}>
      <div className="card-body">
        <p className="product-card__group">{product.group}</p>
        <Heading className="card-title h4">{product.title}</Heading>
        <p className="card-text">{product.excerpt}</p>
        {featured ? <p className="card-text">{product.description}</p> : null}
        <Link className="product-card__link" to={product.link}>
          {linkText}
          <span className="visually-hidden">: {product.title}</span>
        </Link>
      </div>
    </article>
  );
}
