import { Link } from 'react-router-dom';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import './footer.css';

/**
 * A year-stamped copyright link to the company site, an external 'Visit our website' link,
 * and the disclaimer gist.
 */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <p>
        <a href={env.companyUrl} target="_blank" rel="noopener noreferrer">
          © {year} {env.companyName}
        </a>
        <span aria-hidden="true"> · </span>
        <a href={env.companyUrl} target="_blank" rel="noopener noreferrer">
          Visit our website
        </a>
        <span aria-hidden="true"> · </span>
        <Link to={paths.data}>Data sources</Link>
      </p>
      <p className="footer-note">
        For informational purposes only. Reports are built from public government data and provided as is.
      </p>
    </footer>
  );
}
