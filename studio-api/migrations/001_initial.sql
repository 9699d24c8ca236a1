-- Dates are UTC text 'YYYY-MM-DD HH:MM:SS' (Accra is UTC+0), the format the PHP API answers with.

CREATE TABLE studio_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL UNIQUE,
  date TEXT NOT NULL
);

CREATE TABLE blogs (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  excerpt TEXT NOT NULL,
  content TEXT NOT NULL,
  author TEXT NOT NULL,
  category TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '[]', -- JSON array of strings
  featured INTEGER NOT NULL DEFAULT 0,
  image_path TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX blogs_by_category ON blogs (category, created_at);
CREATE INDEX blogs_by_date ON blogs (created_at);

CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  price REAL NOT NULL,
  sale_price REAL,
  sku TEXT NOT NULL UNIQUE,
  stock_quantity INTEGER NOT NULL DEFAULT 0,
  category TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '', -- comma-separated, as the API answers it
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'draft', 'out_of_stock')),
  featured INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL
);
CREATE INDEX products_by_date ON products (created_at);

CREATE TABLE product_images (
  id INTEGER PRIMARY KEY,
  product_id INTEGER NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  path TEXT NOT NULL,
  is_primary INTEGER NOT NULL DEFAULT 0,
  position INTEGER NOT NULL
);
CREATE INDEX product_images_by_product ON product_images (product_id, position);

CREATE TABLE projects (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  category TEXT NOT NULL,
  client TEXT NOT NULL,
  location TEXT NOT NULL,
  year INTEGER NOT NULL,
  status TEXT NOT NULL DEFAULT 'completed' CHECK (status IN ('completed', 'in-progress', 'planned', 'on-hold')),
  featured INTEGER NOT NULL DEFAULT 0,
  tags TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);
CREATE INDEX projects_by_date ON projects (created_at);

CREATE TABLE project_images (
  id INTEGER PRIMARY KEY,
  project_id INTEGER NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  path TEXT NOT NULL,
  position INTEGER NOT NULL
);
CREATE INDEX project_images_by_project ON project_images (project_id, position);

CREATE TABLE analytics_events (
  id INTEGER PRIMARY KEY,
  session_id TEXT NOT NULL,
  page_url TEXT NOT NULL,
  event_type TEXT NOT NULL CHECK (event_type IN ('page_view', 'click', 'engagement')),
  event_date TEXT NOT NULL,
  ip_address TEXT NOT NULL DEFAULT '',
  referrer TEXT NOT NULL DEFAULT '',
  user_agent TEXT NOT NULL DEFAULT '',
  label TEXT NOT NULL DEFAULT ''
);
CREATE INDEX analytics_by_date ON analytics_events (event_date);

CREATE TABLE contact_messages (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  subject TEXT NOT NULL,
  message TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE newsletter_subscribers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  created_at TEXT NOT NULL
);
