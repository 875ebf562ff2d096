import type { CreateService } from '@mwangaza/shared/schemas';

export type SeedService = CreateService & { id: string };

const image = (id: string) => `/images/services/${id}.webp`;

/** The seven services of the recommendation rules, in the footer's order first. */
export const seedServices: SeedService[] = [
  {
    id: 'big-data-analytics',
    title: 'Big Data Analytics',
    description:
      'Predictive models and large-scale analysis that turn millions of transactions, sensor readings and customer records into forecasts you can act on.',
    fullDescription: [
      'Most organisations we meet are sitting on years of transaction logs, mobile-money records, call-detail records or sensor readings that nobody has had the time or tooling to analyse. Our Big Data Analytics practice turns that history into forecasts: demand by branch and by week, churn risk per customer, credit risk for thin-file borrowers, yield expectations per farm plot.',
      'We work on distributed engines such as Apache Spark and cloud warehouses such as BigQuery and Snowflake, and we choose models your team can understand and maintain: gradient-boosted trees and well-tuned regressions before deep learning, with every feature documented and every model validated against a hold-out period.',
      'Models only matter when they reach a decision. We put predictions where people already work, in a dashboard, a nightly e-mail or an API your core system calls, and we monitor drift so accuracy does not quietly decay after handover.',
    ].join('\n\n'),
    image: image('big-data-analytics'),
    features: [
      'Predictive modelling - forecasts of demand, churn, credit risk and yield, validated on hold-out periods',
      'Distributed processing - Spark and cloud warehouses sized to billions of rows, not a laptop',
      'Customer segmentation - behavioural clusters your marketing and product teams can act on',
      'Model monitoring - drift and accuracy tracking so predictions stay trustworthy after launch',
      'Explainable results - feature importance and plain-language summaries for decision makers',
    ],
  },
  {
    id: 'data-visualization',
    title: 'Data Visualization',
    description:
      'Dashboards and reports that show executives and field teams what is happening, why, and what to do next, on any screen and any connection.',
    fullDescription: [
      'A good dashboard answers the three questions a manager asks every Monday: how are we doing, where is the problem, and what changed. We design visualisations around those questions, starting from the decisions your people make rather than from the data you happen to have.',
      'We build in Power BI, Tableau, Looker Studio and Apache Superset, and we design for the realities of the region: dashboards that load on a mid-range Android phone over a 3G connection, offline-friendly PDF digests for regional managers, and Swahili, French or English labels where they are needed.',
      'Every dashboard we deliver comes with a data dictionary, a named owner for each metric and a short training session, so the numbers on the screen are the numbers everyone agrees on.',
    ].join('\n\n'),
    image: image('data-visualization'),
    features: [
      'Executive dashboards - the handful of metrics that matter, with drill-down to the branch or product',
      'Mobile-first design - fast on mid-range phones and slow connections for teams in the field',
      'Self-service reporting - governed datasets so analysts answer their own questions safely',
      'Metric definitions - one agreed definition and owner for every number on the screen',
      'Scheduled digests - PDF and e-mail summaries for people who will never open a dashboard',
    ],
  },
  {
    id: 'data-pipelines',
    title: 'Data Pipelines',
    description:
      'Reliable, monitored pipelines that move data from your core systems, mobile money, ERPs and spreadsheets into one trusted place, on schedule.',
    fullDescription: [
      'Reports are only as fresh and as correct as the pipelines that feed them. We design and build the ELT pipelines that pull data from core banking systems, M-Pesa and MTN MoMo statements, ERPs such as SAP and Odoo, CRMs, APIs and the spreadsheets every business still runs on.',
      'We favour proven open tooling (Airflow or Dagster for orchestration, dbt for transformations, Airbyte for connectors) so you are never locked into us or an expensive vendor. Every pipeline is versioned, tested and alerting: when a source changes its format at 2 a.m., someone knows before the morning meeting.',
      'For operations that need up-to-the-minute figures we build streaming pipelines on Kafka or cloud equivalents, feeding real-time dashboards and alerting systems.',
    ].join('\n\n'),
    image: image('data-pipelines'),
    features: [
      'Source integration - core banking, mobile money, ERPs, CRMs, APIs and spreadsheets',
      'Orchestration - scheduled, dependency-aware runs with retries on Airflow or Dagster',
      'Tested transformations - dbt models with data tests and documentation',
      'Monitoring and alerting - failures and late data reported before anyone reads a stale report',
      'Real-time streaming - Kafka-based feeds for live dashboards and alerts',
    ],
  },
  {
    id: 'data-lakes',
    title: 'Data Lakes',
    description:
      'A secure, well-organised home for all your raw and curated data, structured, semi-structured and files, at a cost that grows with you.',
    fullDescription: [
      'As organisations add systems, their data scatters across databases, file shares, e-mail attachments and partner portals. A data lake gives it one governed home: raw data kept exactly as received, curated layers that analysts trust, and clear rules about who may see what.',
      'We design lakehouse architectures on AWS, Azure and Google Cloud, or on-premises where data residency rules require it, using open table formats such as Delta Lake and Apache Iceberg so your data stays portable. Storage tiers and lifecycle rules keep costs proportional to value.',
      "Governance is built in from day one: a catalogue of datasets, access control by role, audit trails, and compliance with Kenya's Data Protection Act, Nigeria's NDPA and the POPIA rules in South Africa.",
    ].join('\n\n'),
    image: image('data-lakes'),
    features: [
      'Lakehouse architecture - raw, cleaned and curated layers on open table formats',
      'Cloud or on-premises - AWS, Azure, Google Cloud or local hosting for data residency',
      'Data catalogue - every dataset described, owned and searchable',
      'Access control - role-based permissions and audit trails for sensitive data',
      'Cost management - storage tiers and lifecycle rules that keep spend proportional to value',
    ],
  },
  {
    id: 'automated-data-entry',
    title: 'Automated Data Entry',
    description:
      'Stop retyping invoices, forms and statements: document capture and automation that extract data accurately and route it where it belongs.',
    fullDescription: [
      'Across the region, skilled staff still spend hours a day copying figures from paper forms, PDF invoices, bank statements and WhatsApp photos into spreadsheets and systems. It is slow, it is error-prone and it is the least interesting work your people do.',
      'We automate it with document capture (OCR tuned for local document formats and handwriting), validation rules that catch what the machine is unsure of, and workflows that route each record to the right system: your ERP, your CRM or your data warehouse.',
      'A human stays in the loop for the exceptions, with a simple review screen, so accuracy improves over time while the volume your team handles by hand falls by most of its size.',
    ].join('\n\n'),
    image: image('automated-data-entry'),
    features: [
      'Document capture - OCR for invoices, receipts, forms and statements, including handwriting',
      'Validation rules - totals, dates and IDs checked before anything enters your systems',
      'Human review - a simple queue for the exceptions the machine is unsure about',
      'System integration - records posted straight to your ERP, CRM or warehouse',
    ],
  },
  {
    id: 'cleansing-validation',
    title: 'Cleansing & Validation',
    description:
      'Find and fix duplicates, gaps and inconsistencies, then keep them from coming back, so every report starts from data you can trust.',
    fullDescription: [
      'Duplicate customers, phone numbers in five formats, missing county codes, dates that cannot be right: poor data quality quietly costs money in every report and every campaign. Our cleansing engagements start with a profile of your data that shows exactly where the problems are and what they cost.',
      'We then fix them systematically: standardising names, addresses and phone numbers for local conventions, matching and merging duplicate records, filling gaps from trusted reference sources and flagging what cannot be fixed automatically.',
      'Finally we stop the problems at the source with validation rules in your pipelines and entry forms, and a data-quality scorecard that tracks completeness, accuracy and timeliness month by month.',
    ].join('\n\n'),
    image: image('cleansing-validation'),
    features: [
      'Data profiling - a clear picture of completeness, duplicates and errors, with their cost',
      'Deduplication - customer and supplier records matched and merged with an audit trail',
      'Standardisation - names, addresses, phone numbers and IDs in one consistent format',
      'Validation rules - checks in pipelines and forms so errors stop at the source',
      'Quality scorecards - monthly tracking of completeness, accuracy and timeliness',
    ],
  },
  {
    id: 'training',
    title: 'Training',
    description:
      'Hands-on training that builds lasting data skills in your team, from spreadsheet fundamentals to SQL, Power BI and Python.',
    fullDescription: [
      'Technology only delivers when people are confident using it. Our training programmes are practical and built around your own data and your own questions, so what people learn on Tuesday they use on Wednesday.',
      'We run courses from data literacy for managers through Excel and Power BI for analysts to SQL, Python and machine learning for technical teams, in person in Nairobi, Lagos, Accra and Kigali, or live online. Cohorts are small and every participant completes a project that matters to their job.',
      'For organisations building an internal data team we offer mentoring after the course: regular clinics where your analysts bring real problems and leave with working solutions.',
    ].join('\n\n'),
    image: image('training'),
    features: [
      'Data literacy - reading charts, questioning numbers and making decisions with evidence',
      'Analyst tooling - Excel, Power BI and SQL courses built on your own datasets',
      'Technical tracks - Python, data engineering and machine learning for technical teams',
      'Project-based learning - every participant delivers a real project for their team',
      'Ongoing mentoring - clinics after the course so skills keep growing',
    ],
  },
];
