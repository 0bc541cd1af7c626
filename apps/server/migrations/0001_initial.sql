-- WAC schema for the whole product. Never edit once landed: add a new numbered file instead.

CREATE EXTENSION IF NOT EXISTS citext;
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Opportunities: the compiled state of one procurement (one or more ocids across both portals).
CREATE TABLE opportunities (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  wac_id text NOT NULL UNIQUE,
  ocid text NOT NULL UNIQUE,
  source_system text NOT NULL,
  sources text[] NOT NULL DEFAULT '{}',
  title text NOT NULL DEFAULT '',
  description text,
  stage text,
  stages text[] NOT NULL DEFAULT '{}',
  notice_type text,
  main_procurement_category text,
  procurement_method text,
  procurement_method_details text,
  tender_status text,
  award_status text,
  sme_suitable boolean,
  vcse_suitable boolean,
  tender_value_amount numeric(20, 2),
  tender_value_amount_gross numeric(20, 2),
  tender_value_currency text,
  award_value_amount numeric(20, 2),
  award_value_currency text,
  search_value numeric(20, 2) GENERATED ALWAYS AS (COALESCE(award_value_amount, tender_value_amount)) STORED,
  release_date timestamptz,
  tender_deadline_date timestamptz,
  enquiry_deadline_date timestamptz,
  estimated_tender_publication_date timestamptz,
  estimated_award_date timestamptz,
  award_date_published timestamptz,
  tender_estimated_start_date timestamptz,
  tender_estimated_end_date timestamptz,
  submission_instructions text,
  is_electronic_submission_allowed boolean,
  submission_languages text[],
  award_criteria_details jsonb,
  cpv_codes text[] NOT NULL DEFAULT '{}',
  -- every prefix (2..8 digits) of every CPV code, so a CPV subtree is one indexed overlap test
  cpv_prefixes text[] NOT NULL DEFAULT '{}',
  region_codes text[] NOT NULL DEFAULT '{}',
  notice_url text,
  buyer_name text,
  buyer_name_normalised text,
  buyer_id_from_source text,
  buyer_address_street text,
  buyer_address_locality text,
  buyer_address_region text,
  buyer_address_postalcode text,
  buyer_address_country text,
  supplier_names text[] NOT NULL DEFAULT '{}',
  supplier_text text NOT NULL DEFAULT '',
  is_sample boolean NOT NULL DEFAULT false,
  is_test_notice boolean NOT NULL DEFAULT false,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search_vector tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(buyer_name, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(supplier_text, '')), 'B') ||
    setweight(to_tsvector('english', coalesce(description, '')), 'C')
  ) STORED
);

CREATE INDEX opportunities_search_vector_idx ON opportunities USING gin (search_vector);
CREATE INDEX opportunities_release_date_idx ON opportunities (release_date DESC NULLS LAST, id DESC);
CREATE INDEX opportunities_deadline_idx ON opportunities (tender_deadline_date);
CREATE INDEX opportunities_search_value_idx ON opportunities (search_value);
CREATE INDEX opportunities_cpv_prefixes_idx ON opportunities USING gin (cpv_prefixes);
CREATE INDEX opportunities_region_codes_idx ON opportunities USING gin (region_codes);
CREATE INDEX opportunities_buyer_trgm_idx ON opportunities USING gin (buyer_name gin_trgm_ops);
CREATE INDEX opportunities_first_seen_idx ON opportunities (first_seen_at);

-- Every ocid (from either portal) that compiles into an opportunity. Cross-posted notices give
-- one opportunity several rows here.
CREATE TABLE opportunity_sources (
  ocid text PRIMARY KEY,
  opportunity_id bigint NOT NULL REFERENCES opportunities (id) ON DELETE CASCADE,
  source_system text NOT NULL,
  notice_url text,
  linked_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX opportunity_sources_opportunity_idx ON opportunity_sources (opportunity_id);

-- All awards of an opportunity, in publication order (position 0 is the "first award").
CREATE TABLE awards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  opportunity_id bigint NOT NULL REFERENCES opportunities (id) ON DELETE CASCADE,
  position integer NOT NULL,
  ocid text,
  award_id text,
  title text,
  status text,
  value_amount numeric(20, 2),
  value_amount_gross numeric(20, 2),
  value_currency text,
  award_decision_date timestamptz,
  contract_start_date timestamptz,
  contract_end_date timestamptz,
  UNIQUE (opportunity_id, position)
);
CREATE INDEX awards_decision_date_idx ON awards (award_decision_date);

CREATE TABLE award_suppliers (
  award_id bigint NOT NULL REFERENCES awards (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  name_normalised text NOT NULL,
  party_id text,
  scheme text,
  identifier text,
  PRIMARY KEY (award_id, position)
);
CREATE INDEX award_suppliers_identifier_idx ON award_suppliers (scheme, identifier);
CREATE INDEX award_suppliers_name_idx ON award_suppliers (name_normalised);

-- Attachments and links (Apply Online) of an opportunity.
CREATE TABLE documents (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  opportunity_id bigint NOT NULL REFERENCES opportunities (id) ON DELETE CASCADE,
  position integer NOT NULL,
  document_type text NOT NULL CHECK (document_type IN ('attachment', 'other')),
  url text NOT NULL,
  true_filename text,
  title text,
  description text,
  format text,
  source_document_type text,
  UNIQUE (opportunity_id, position)
);

-- Every release exactly as received, keyed by (ocid, release id).
CREATE TABLE raw_releases (
  ocid text NOT NULL,
  release_id text NOT NULL,
  source_system text NOT NULL,
  release_date timestamptz,
  tags text[] NOT NULL DEFAULT '{}',
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (ocid, release_id)
);

-- Sync progress per source and per date window; a crashed run resumes from here.
CREATE TABLE ingest_sources (
  source_system text PRIMARY KEY,
  last_success_at timestamptz,
  last_attempt_at timestamptz,
  last_error text,
  synced_until timestamptz,
  backfilled_from timestamptz
);

CREATE TABLE ingest_windows (
  source_system text NOT NULL,
  window_start timestamptz NOT NULL,
  window_end timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  next_cursor text,
  pages integer NOT NULL DEFAULT 0,
  releases integer NOT NULL DEFAULT 0,
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source_system, window_start, window_end)
);
CREATE INDEX ingest_windows_status_idx ON ingest_windows (source_system, status);

CREATE TABLE cpv_labels (
  code text PRIMARY KEY,
  label text NOT NULL,
  source text NOT NULL DEFAULT 'ingest'
);

-- Accounts
CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email citext NOT NULL UNIQUE,
  password_hash text NOT NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  tier text NOT NULL DEFAULT 'free',
  subscription_status text NOT NULL DEFAULT 'none',
  is_staff boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  email_verified_at timestamptz,
  date_joined timestamptz NOT NULL DEFAULT now(),
  last_login_at timestamptz
);

CREATE TABLE user_profiles (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  company_name text NOT NULL DEFAULT '',
  phone_number text,
  industry text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Random tokens are stored only as SHA-256 hashes.
CREATE TABLE auth_tokens (
  token_hash bytea PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id);

CREATE TABLE email_verification_tokens (
  token_hash bytea PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  email citext NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE password_reset_tokens (
  token_hash bytea PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE favourites (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  opportunity_id bigint NOT NULL REFERENCES opportunities (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, opportunity_id)
);

CREATE TABLE alert_profiles (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  profile_name text NOT NULL,
  keywords text NOT NULL DEFAULT '',
  cpv_codes text NOT NULL DEFAULT '',
  include_sub_cpv boolean NOT NULL DEFAULT true,
  location_keywords text NOT NULL DEFAULT '',
  min_value numeric(20, 2),
  max_value numeric(20, 2),
  is_active boolean NOT NULL DEFAULT true,
  deadline_filter text NOT NULL DEFAULT 'ANY' CHECK (deadline_filter IN ('ANY', '2-3W', '7D', '30D')),
  last_alerted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX alert_profiles_user_name_idx ON alert_profiles (user_id, lower(profile_name));

CREATE TABLE alert_deliveries (
  profile_id bigint NOT NULL REFERENCES alert_profiles (id) ON DELETE CASCADE,
  opportunity_id bigint NOT NULL REFERENCES opportunities (id) ON DELETE CASCADE,
  digest_key text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (profile_id, opportunity_id)
);

-- Idempotency for outgoing mail: a job retry with the same key never sends twice.
CREATE TABLE sent_emails (
  idempotency_key text PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  message_id text,
  sent_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  message text NOT NULL,
  ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now(),
  emailed_at timestamptz
);

CREATE TABLE usage_counters (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  action_count integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, day)
);

CREATE TABLE billing_customers (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  stripe_customer_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE subscriptions (
  stripe_subscription_id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  stripe_customer_id text NOT NULL,
  status text NOT NULL,
  price_id text,
  tier text NOT NULL,
  current_period_end timestamptz,
  cancel_at_period_end boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX subscriptions_user_idx ON subscriptions (user_id);

CREATE TABLE stripe_events (
  event_id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  processed_at timestamptz
);
