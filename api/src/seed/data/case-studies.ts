import type { CreateCaseStudy } from '@mwangaza/shared/schemas';

/** A sample case study; `teamMembers` name the sample team (people's ids). */
export type SeedCaseStudy = CreateCaseStudy & { id: string; featured: boolean };

const image = (id: string) => `/images/case-studies/${id}.webp`;

/** Fictional but plausible clients across all seven categories; newest first in the listing. */
export const seedCaseStudies: SeedCaseStudy[] = [
  {
    id: 'county-hospital-readmissions',
    title: 'Predicting Patient Readmissions for a County Referral Hospital',
    client: 'Nyeri Highlands Referral Hospital',
    category: 'Healthcare',
    brief:
      'A Kenyan referral hospital wanted to know which discharged patients were most likely to return within 30 days, so nurses could follow up before problems became emergencies.',
    image: image('county-hospital-readmissions'),
    results: [
      '23% fewer 30-day readmissions in the first year',
      'KES 41 million saved in avoidable inpatient costs',
      'Follow-up calls focused on the 12% of patients at highest risk',
    ],
    featured: true,
    challenge:
      'Patient records were split between a paper-based ward system and a newly installed electronic medical record. Readmission rates were known only as a yearly total, and community health workers had no way to decide which of hundreds of discharged patients to call first.',
    approach:
      'We digitised two years of discharge summaries with the records team, linked them to the electronic records and built a risk score from diagnosis, length of stay, prior admissions, distance from the facility and medication count. Clinicians reviewed every feature before it entered the model.',
    solution:
      "Each morning the risk score ranks the previous day's discharges and sends a short list to the community health team's phones. A ward dashboard shows readmission trends by department and diagnosis.",
    technologies: ['Python', 'scikit-learn', 'PostgreSQL', 'Apache Superset', "Africa's Talking SMS API"],
    timeline: '5 months',
    team: '2 data scientists, 1 data engineer, 1 clinical informatics lead',
    teamMembers: ['wanjiku-kariuki', 'kiprono-langat', 'fatuma-hassan'],
    testimonial: {
      quote:
        'For the first time our community nurses know who to call first. The list on their phones every morning has changed how we do discharge follow-up.',
      author: 'Dr. Wanjiru Kamau',
      role: 'Medical Superintendent',
    },
  },
  {
    id: 'microfinance-credit-scoring',
    title: 'Alternative Credit Scoring for a Microfinance Bank',
    client: 'Amana Microfinance Bank',
    category: 'Finance',
    brief:
      'A Nigerian microfinance bank needed to lend to traders with no credit history without letting defaults climb, using mobile-money and repayment behaviour instead of payslips.',
    image: image('microfinance-credit-scoring'),
    results: [
      'Non-performing loans down from 9.8% to 5.1%',
      'Loan approval time cut from 4 days to 6 hours',
      '38,000 first-time borrowers approved in 12 months',
    ],
    featured: true,
    challenge:
      'Most applicants were market traders in Kano and Lagos with no formal credit file. Loan officers relied on visits and intuition, approvals took days, and default rates varied widely between branches.',
    approach:
      "With the customers' consent we combined repayment history, mobile-money inflows, group-lending performance and seasonal trading patterns. We tested the scorecard on three years of past loans before any live decision, and checked it for bias by gender and region.",
    solution:
      "A scoring API plugged into the bank's loan origination system returns a risk band and a recommended limit in seconds. Loan officers see the main reasons behind each score and can override it with a recorded justification.",
    technologies: ['Python', 'XGBoost', 'FastAPI', 'SQL Server', 'Power BI'],
    timeline: '7 months',
    team: '2 data scientists, 2 engineers, 1 credit risk advisor',
    teamMembers: ['wanjiku-kariuki', 'chinedu-okafor', 'kwame-asante'],
    testimonial: {
      quote:
        'We now say yes faster to good customers we used to turn away, and our portfolio is healthier than it has ever been.',
      author: 'Chinedu Okafor',
      role: 'Chief Risk Officer',
    },
  },
  {
    id: 'cocoa-yield-forecasting',
    title: "Cocoa Yield Forecasting for a Farmers' Cooperative",
    client: 'Ashanti Cocoa Growers Cooperative',
    category: 'Agriculture',
    brief:
      'A Ghanaian cooperative of 14,000 smallholder farmers wanted reliable harvest forecasts to negotiate forward contracts and plan transport before the main crop season.',
    image: image('cocoa-yield-forecasting'),
    results: [
      'Harvest forecasts within 7% of actual tonnage',
      'GHS 3.2 million more in forward-contract value in one season',
      'Transport costs down 18% through better truck scheduling',
    ],
    featured: true,
    challenge:
      'Forecasts were gathered by phone from district officers and were often 30% off. The cooperative sold too little forward in good years and could not meet commitments in bad ones.',
    approach:
      'We combined satellite vegetation indices, rainfall records, farm-level delivery histories and field-officer surveys collected on tablets, and trained a district-level yield model validated on five past seasons.',
    solution:
      'A monthly forecast dashboard shows expected tonnage by district with confidence ranges, and a logistics planner turns forecasts into weekly truck schedules for each buying centre.',
    technologies: ['Google Earth Engine', 'Python', 'BigQuery', 'Looker Studio', 'KoboToolbox'],
    timeline: '6 months',
    team: '1 data scientist, 1 geospatial analyst, 1 data engineer',
    teamMembers: ['kwame-asante', 'kiprono-langat'],
  },
  {
    id: 'retail-demand-forecasting',
    title: 'Store-Level Demand Forecasting for a Supermarket Chain',
    client: 'Jambo Fresh Supermarkets',
    category: 'Retail',
    brief:
      'A Kenyan supermarket chain with 46 stores was losing sales to empty shelves while fresh produce spoiled in the back rooms of other branches.',
    image: image('retail-demand-forecasting'),
    results: [
      '31% reduction in fresh-produce waste',
      'Stock-outs on top 500 products down 42%',
      'KES 120 million in working capital released from excess stock',
    ],
    featured: false,
    challenge:
      'Orders were placed by each branch manager from memory and a weekly spreadsheet. Sales data lived in the point-of-sale system and was only consolidated at month end.',
    approach:
      'We built nightly pipelines from the point-of-sale system, added calendars of paydays, school terms and holidays, and trained product-by-store demand models.',
    solution:
      "Suggested orders appear in each branch's ordering screen every morning; category managers see forecast accuracy and waste in a shared dashboard.",
    technologies: ['Airflow', 'dbt', 'Snowflake', 'Python', 'Power BI'],
    timeline: '4 months',
    team: '2 data engineers, 1 data scientist, 1 analyst',
    teamMembers: ['kiprono-langat', 'wanjiku-kariuki', 'fatuma-hassan'],
  },
  {
    id: 'ngo-beneficiary-data-platform',
    title: 'A Single Beneficiary Register for a Regional NGO',
    client: 'Imbuto Community Health Initiative',
    category: 'Non-profit',
    brief:
      'A Rwandan non-profit running nutrition and maternal-health programmes in 11 districts needed one trustworthy register of the families it serves, for donors and for field teams alike.',
    image: image('ngo-beneficiary-data-platform'),
    results: [
      '27% of beneficiary records found to be duplicates and merged',
      'Donor reports produced in 2 days instead of 3 weeks',
      'Data quality score up from 61% to 94%',
    ],
    featured: true,
    challenge:
      'Each programme kept its own spreadsheets and mobile-survey exports. The same mother could appear four times under different spellings, and donor reports took weeks of manual reconciliation.',
    approach:
      'We profiled every source, designed matching rules for Kinyarwanda names and national ID formats, and agreed a master record with programme managers. Field validation rules now stop duplicates at the point of entry.',
    solution:
      "A central register feeds programme dashboards and a one-click donor report. Field officers see a family's full history before a visit.",
    technologies: ['ODK Central', 'PostgreSQL', 'dbt', 'Metabase', 'Python'],
    timeline: '3 months',
    team: '1 data engineer, 1 data quality analyst',
    teamMembers: ['aline-uwase', 'kiprono-langat'],
    testimonial: {
      quote:
        'Our donors now receive figures we can stand behind, and our field officers spend their time with families instead of spreadsheets.',
      author: 'Aline Uwase',
      role: 'Monitoring & Evaluation Director',
    },
  },
  {
    id: 'telco-churn-realtime',
    title: 'Real-Time Churn Alerts for a Mobile Network Operator',
    client: 'Savanna Mobile',
    category: 'Telecommunications',
    brief:
      'A South African mobile operator wanted to spot prepaid subscribers about to leave and make them a relevant offer while they were still active on the network.',
    image: image('telco-churn-realtime'),
    results: [
      'Monthly prepaid churn down from 4.6% to 3.4%',
      'ZAR 58 million in annual revenue retained',
      'Retention offers sent within 15 minutes of a risk signal',
    ],
    featured: false,
    challenge:
      'Churn analysis ran once a month on a sample of call-detail records, long after customers had moved their SIM to a competitor. Offers were generic and expensive.',
    approach:
      'We streamed usage, recharge and network-quality events into a feature store and trained a churn model that scores subscribers continuously. Campaign teams co-designed the offer rules.',
    solution:
      'At-risk subscribers receive a personalised bundle offer by SMS within minutes; a live dashboard tracks acceptance and retained revenue by region.',
    technologies: ['Apache Kafka', 'Spark Structured Streaming', 'Delta Lake', 'MLflow', 'Grafana'],
    timeline: '8 months',
    team: '3 data engineers, 2 data scientists, 1 product manager',
    teamMembers: ['kwame-asante', 'wanjiku-kariuki'],
  },
  {
    id: 'logistics-invoice-automation',
    title: 'Invoice Capture Automation for a Logistics Company',
    client: 'Lakeside Freight & Logistics',
    category: 'Other',
    brief:
      'A Kampala and Nairobi freight forwarder processed 9,000 supplier invoices a month by hand and paid its hauliers late as a result.',
    image: image('logistics-invoice-automation'),
    results: [
      '86% of invoices captured with no manual typing',
      'Invoice processing time down from 5 days to 1',
      'Late-payment penalties cut by 70%',
    ],
    featured: false,
    challenge:
      'Invoices arrived as scanned PDFs, e-mail attachments and phone photos in many layouts. Four clerks retyped them into the ERP and errors caused payment disputes.',
    approach:
      "We trained document-capture models on the company's most common invoice layouts, added validation against purchase orders and built a review queue for low-confidence fields.",
    solution:
      'Invoices are read automatically, checked against orders and posted to the ERP; clerks only review the exceptions and now spend their time on supplier queries.',
    technologies: ['Azure Document Intelligence', 'Python', 'Odoo', 'Power Automate'],
    timeline: '10 weeks',
    team: '1 automation engineer, 1 data engineer',
    teamMembers: ['kwame-asante', 'kiprono-langat'],
  },
  {
    id: 'bank-analytics-academy',
    title: 'Building an Analytics Academy for a Commercial Bank',
    client: 'Accra Commercial Bank',
    category: 'Finance',
    brief:
      'A Ghanaian commercial bank wanted its own staff, not outside consultants, to build and maintain the reports and models the business depends on.',
    image: image('bank-analytics-academy'),
    results: [
      '120 staff trained across 4 cohorts',
      '35 production dashboards now built and owned in-house',
      'External reporting spend down 60% within a year',
    ],
    featured: false,
    challenge:
      'Reporting depended on two overstretched specialists and an external vendor. Branch and product teams waited weeks for simple analyses.',
    approach:
      'We assessed skills across departments, designed three learning tracks (data literacy, Power BI and SQL, Python) and built every exercise on anonymised bank data.',
    solution:
      "A recurring academy with project-based graduation, monthly clinics and a community of practice; graduates now run the bank's reporting backlog.",
    technologies: ['Power BI', 'SQL Server', 'Python', 'Jupyter'],
    timeline: '9 months',
    team: '3 trainers, 1 programme lead',
    teamMembers: ['baraka-mutua', 'chinedu-okafor'],
  },
  {
    id: 'pharmacy-supply-data-lake',
    title: 'A Medicines Supply Data Lake for a Pharmacy Network',
    client: 'Afya Bora Pharmacies',
    category: 'Healthcare',
    brief:
      'A Tanzanian and Kenyan pharmacy network wanted one view of stock, expiry dates and supplier performance across 130 outlets and two warehouses.',
    image: image('pharmacy-supply-data-lake'),
    results: [
      'Expired-stock write-offs down 47%',
      'Stock visibility across all 130 outlets updated hourly',
      'Supplier on-time delivery up from 72% to 91%',
    ],
    featured: false,
    challenge:
      'Each outlet ran its own point-of-sale software and warehouses used a separate system; nobody could see which medicines were close to expiry where.',
    approach:
      "We designed a cloud data lake with raw and curated layers, connected every outlet's sales and stock feed, and agreed product codes across suppliers.",
    solution:
      'Hourly stock and expiry dashboards drive transfers between outlets before medicines expire, and supplier scorecards inform purchasing.',
    technologies: ['AWS S3', 'Apache Iceberg', 'AWS Glue', 'Athena', 'Amazon QuickSight'],
    timeline: '5 months',
    team: '2 data engineers, 1 analyst',
    teamMembers: ['kiprono-langat', 'aline-uwase', 'fatuma-hassan'],
  },
];
