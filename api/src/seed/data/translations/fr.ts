/**
 * French translations of the content the product ships (the seed data and the default site settings' texts),
 * written for business readers in francophone Africa (Dakar, Abidjan, Kinshasa, Casablanca): "vous", French
 * typography (non-breaking spaces: U+00A0 before ":" and inside « », U+202F before ; ! ? and %, and as the
 * thousands separator; decimal comma; the apostrophe ’ throughout).
 *
 * Each collection maps a seed item's id (a shipped picture's path) to its translated text fields, under the
 * English field names, plus `slug`, the item's French URL slug. Names of people and client organisations,
 * categories, technologies, images and links are not translated: the item's English fields stand.
 *
 * Terms kept in English, and why:
 * - Product, platform and company names: Power BI, Tableau, Looker, Looker Studio, Apache Superset, Apache
 *   Spark, Spark, BigQuery, Snowflake, Airflow, Dagster, dbt, Airbyte, Kafka, Delta Lake, Apache Iceberg,
 *   AWS, Azure, Google Cloud, SAP, Odoo, Excel, Microsoft 365, TensorFlow, Python, SQL, Great Expectations,
 *   WhatsApp, Android, M-Pesa, MTN MoMo: names, as French-speaking professionals say them.
 * - "mobile money": the term French-speaking Africa uses (Orange Money, Wave, MTN MoMo); "argent mobile"
 *   reads as a calque.
 * - ERP, CRM, API, OCR, ELT, SIM, SMS, PDF, 3G, BI, IA: acronyms used as such in French business writing
 *   (OCR: reconnaissance optique de caractères, spelled out where it helps).
 * - cloud, pipeline, lakehouse, feature store, gradient boosting: "cloud" and "pipeline" are
 *   the everyday French terms of the trade ("informatique en nuage" is rare in business use); "lakehouse",
 *   "feature store" and "gradient boosting" have no established French equivalent.
 * - e-mail: the word francophone African businesses use (in French dictionaries); "courriel" reads as
 *   Québécois to these readers.
 * - fintech, SACCO (Kenyan savings and credit cooperatives, explained where it first appears), Data
 *   Protection Act, NDPA, POPIA (names of laws).
 * Machine-learning terms have common French equivalents and are translated: apprentissage automatique,
 * apprentissage profond, attrition (churn), dérive (drift), tableau de bord (dashboard), jeu de données.
 */
export const frTranslations = {
  services: {
    'big-data-analytics': {
      slug: 'analyse-de-donnees-massives',
      title: 'Analyse de données massives',
      description:
        'Des modèles prédictifs et des analyses à grande échelle qui transforment des millions de transactions, de relevés de capteurs et de fiches clients en prévisions sur lesquelles vous pouvez agir.',
      fullDescription: [
        'La plupart des organisations que nous rencontrons disposent d’années de journaux de transactions, d’historiques de mobile money, d’enregistrements détaillés d’appels ou de relevés de capteurs que personne n’a encore eu le temps ni les outils d’analyser. Notre pôle Analyse de données massives transforme cet historique en prévisions : la demande par agence et par semaine, le risque d’attrition de chaque client, le risque de crédit des emprunteurs sans véritable historique bancaire, le rendement attendu de chaque parcelle.',
        'Nous travaillons sur des moteurs distribués comme Apache Spark et des entrepôts de données cloud comme BigQuery et Snowflake, et nous choisissons des modèles que vos équipes peuvent comprendre et maintenir : arbres de décision à gradient boosting et régressions bien calibrées plutôt qu’apprentissage profond, chaque variable étant documentée et chaque modèle validé sur une période de test mise de côté.',
        'Un modèle n’a de valeur que s’il éclaire une décision. Nous plaçons les prédictions là où vos équipes travaillent déjà, dans un tableau de bord, un e-mail envoyé chaque nuit ou une API appelée par votre système central, et nous surveillons la dérive des modèles pour que leur précision ne se dégrade pas en silence après la passation.',
      ].join('\n\n'),
      features: [
        'Modélisation prédictive - prévisions de la demande, de l’attrition, du risque de crédit et des rendements, validées sur des périodes de test',
        'Traitement distribué - Spark et entrepôts cloud dimensionnés pour des milliards de lignes, pas pour un ordinateur portable',
        'Segmentation de la clientèle - des groupes de comportements sur lesquels vos équipes marketing et produit peuvent agir',
        'Suivi des modèles - contrôle de la dérive et de la précision pour des prédictions toujours fiables après la mise en service',
        'Résultats explicables - importance des variables et synthèses en langage clair pour les décideurs',
      ],
    },
    'data-visualization': {
      slug: 'visualisation-de-donnees',
      title: 'Visualisation de données',
      description:
        'Des tableaux de bord et des rapports qui montrent aux dirigeants comme aux équipes de terrain ce qui se passe, pourquoi, et que faire ensuite, sur n’importe quel écran et avec n’importe quelle connexion.',
      fullDescription: [
        'Un bon tableau de bord répond aux trois questions qu’un responsable se pose chaque lundi : où en sommes-nous, où est le problème, qu’est-ce qui a changé ? Nous concevons nos visualisations autour de ces questions, en partant des décisions que prennent vos équipes plutôt que des données dont vous disposez par hasard.',
        'Nous travaillons avec Power BI, Tableau, Looker Studio et Apache Superset, et nous concevons pour les réalités de la région : des tableaux de bord qui s’affichent sur un téléphone Android de milieu de gamme en 3G, des synthèses PDF consultables hors ligne pour les responsables régionaux, et des libellés en swahili, en français ou en anglais selon les besoins.',
        'Chaque tableau de bord que nous livrons s’accompagne d’un dictionnaire de données, d’un responsable désigné pour chaque indicateur et d’une courte session de formation : les chiffres affichés à l’écran sont ainsi ceux sur lesquels tout le monde s’accorde.',
      ].join('\n\n'),
      features: [
        'Tableaux de bord de direction - les quelques indicateurs qui comptent, avec le détail par agence ou par produit',
        'Conception mobile d’abord - rapide sur les téléphones de milieu de gamme et les connexions lentes des équipes de terrain',
        'Rapports en libre-service - des jeux de données encadrés pour que les analystes répondent eux-mêmes à leurs questions, en toute sécurité',
        'Définition des indicateurs - une définition validée et un responsable pour chaque chiffre affiché',
        'Synthèses programmées - des résumés en PDF et par e-mail pour ceux qui n’ouvriront jamais un tableau de bord',
      ],
    },
    'data-pipelines': {
      slug: 'pipelines-de-donnees',
      title: 'Pipelines de données',
      description:
        'Des pipelines robustes et supervisés qui acheminent à l’heure prévue les données de vos systèmes centraux, du mobile money, de vos ERP et de vos tableurs vers un référentiel unique et fiable.',
      fullDescription: [
        'Un rapport n’est jamais plus à jour ni plus juste que les pipelines qui l’alimentent. Nous concevons et construisons les pipelines ELT qui extraient les données des systèmes bancaires centraux, des relevés M-Pesa et MTN MoMo, des ERP comme SAP et Odoo, des CRM, des API et des tableurs sur lesquels toute entreprise s’appuie encore.',
        'Nous privilégions des outils ouverts et éprouvés (Airflow ou Dagster pour l’orchestration, dbt pour les transformations, Airbyte pour les connecteurs) afin que vous ne soyez jamais captif ni de nous ni d’un éditeur coûteux. Chaque pipeline est versionné, testé et doté d’alertes : quand une source change de format à 2 h du matin, quelqu’un est prévenu avant la première réunion de la journée.',
        'Pour les activités qui exigent des chiffres à la minute près, nous construisons des pipelines en flux continu sur Kafka ou ses équivalents cloud, qui alimentent des tableaux de bord en temps réel et des systèmes d’alerte.',
      ].join('\n\n'),
      features: [
        'Intégration des sources - systèmes bancaires centraux, mobile money, ERP, CRM, API et tableurs',
        'Orchestration - exécutions planifiées, attentives aux dépendances, avec relances automatiques sur Airflow ou Dagster',
        'Transformations testées - modèles dbt avec tests de données et documentation',
        'Supervision et alertes - échecs et retards de données signalés avant que quiconque ne lise un rapport périmé',
        'Flux en temps réel - alimentation par Kafka pour des tableaux de bord et des alertes en direct',
      ],
    },
    'data-lakes': {
      slug: 'lacs-de-donnees',
      title: 'Lacs de données',
      description:
        'Un espace sécurisé et bien organisé pour toutes vos données, brutes ou préparées, structurées, semi-structurées ou sous forme de fichiers, à un coût qui évolue avec vous.',
      fullDescription: [
        'À mesure qu’une organisation ajoute des systèmes, ses données se dispersent entre bases de données, partages de fichiers, pièces jointes d’e-mails et portails de partenaires. Un lac de données leur offre un lieu unique et gouverné : les données brutes conservées telles qu’elles ont été reçues, des couches préparées auxquelles les analystes se fient, et des règles claires sur qui peut voir quoi.',
        'Nous concevons des architectures lakehouse sur AWS, Azure et Google Cloud, ou sur site lorsque les règles de résidence des données l’exigent, avec des formats de tables ouverts comme Delta Lake et Apache Iceberg pour que vos données restent portables. Des niveaux de stockage et des règles de cycle de vie maintiennent les coûts à la mesure de la valeur.',
        'La gouvernance est intégrée dès le premier jour : un catalogue des jeux de données, un contrôle d’accès par rôle, des pistes d’audit et la conformité à la loi kényane sur la protection des données (Data Protection Act), au NDPA nigérian et aux règles POPIA en Afrique du Sud.',
      ].join('\n\n'),
      features: [
        'Architecture lakehouse - couches brute, nettoyée et préparée sur des formats de tables ouverts',
        'Cloud ou sur site - AWS, Azure, Google Cloud ou hébergement local pour la résidence des données',
        'Catalogue de données - chaque jeu de données décrit, doté d’un responsable et facile à retrouver',
        'Contrôle d’accès - droits par rôle et pistes d’audit pour les données sensibles',
        'Maîtrise des coûts - niveaux de stockage et règles de cycle de vie pour des dépenses à la mesure de la valeur',
      ],
    },
    'automated-data-entry': {
      slug: 'saisie-automatisee-des-donnees',
      title: 'Saisie automatisée des données',
      description:
        'Cessez de ressaisir factures, formulaires et relevés : la capture documentaire et l’automatisation extraient les données avec précision et les acheminent là où elles doivent aller.',
      fullDescription: [
        'Partout dans la région, des collaborateurs qualifiés passent encore des heures chaque jour à recopier des chiffres depuis des formulaires papier, des factures PDF, des relevés bancaires et des photos WhatsApp vers des tableurs et des logiciels. C’est lent, c’est source d’erreurs, et c’est la tâche la moins intéressante que font vos équipes.',
        'Nous l’automatisons grâce à la capture documentaire (une OCR adaptée aux formats de documents locaux et à l’écriture manuscrite), à des règles de validation qui repèrent ce dont la machine n’est pas sûre, et à des circuits de traitement qui dirigent chaque enregistrement vers le bon système : votre ERP, votre CRM ou votre entrepôt de données.',
        'Un opérateur humain garde la main sur les exceptions, grâce à un écran de vérification simple : la précision progresse avec le temps, tandis que le volume que vos équipes traitent à la main diminue de plus de moitié.',
      ].join('\n\n'),
      features: [
        'Capture documentaire - OCR pour factures, reçus, formulaires et relevés, écriture manuscrite comprise',
        'Règles de validation - totaux, dates et identifiants vérifiés avant toute entrée dans vos systèmes',
        'Vérification humaine - une file d’attente simple pour les exceptions dont la machine n’est pas sûre',
        'Intégration aux systèmes - enregistrements transmis directement à votre ERP, votre CRM ou votre entrepôt de données',
      ],
    },
    'cleansing-validation': {
      slug: 'nettoyage-et-validation',
      title: 'Nettoyage et validation',
      description:
        'Repérez et corrigez doublons, lacunes et incohérences, puis empêchez-les de revenir : chaque rapport part ainsi de données fiables.',
      fullDescription: [
        'Clients en double, numéros de téléphone écrits de cinq façons, codes de comté manquants, dates invraisemblables : la mauvaise qualité des données coûte de l’argent, sans bruit, dans chaque rapport et chaque campagne. Nos missions de nettoyage commencent par un profilage de vos données qui montre précisément où se trouvent les problèmes et ce qu’ils coûtent.',
        'Nous les corrigeons ensuite méthodiquement : normalisation des noms, adresses et numéros de téléphone selon les conventions locales, rapprochement et fusion des doublons, comblement des lacunes à partir de sources de référence fiables, et signalement de ce qui ne peut pas être corrigé automatiquement.',
        'Enfin, nous traitons les problèmes à la source, avec des règles de validation dans vos pipelines et vos formulaires de saisie, et un tableau de bord de la qualité des données qui suit mois après mois leur exhaustivité, leur exactitude et leur fraîcheur.',
      ].join('\n\n'),
      features: [
        'Profilage des données - une vision claire de l’exhaustivité, des doublons et des erreurs, avec leur coût',
        'Dédoublonnage - fiches clients et fournisseurs rapprochées et fusionnées, avec piste d’audit',
        'Normalisation - noms, adresses, numéros de téléphone et identifiants dans un format unique et cohérent',
        'Règles de validation - des contrôles dans les pipelines et les formulaires pour arrêter les erreurs à la source',
        'Indicateurs de qualité - suivi mensuel de l’exhaustivité, de l’exactitude et de la fraîcheur',
      ],
    },
    training: {
      slug: 'formation',
      title: 'Formation',
      description:
        'Des formations pratiques qui donnent à vos équipes des compétences durables en données, des bases du tableur à SQL, Power BI et Python.',
      fullDescription: [
        'La technologie ne tient ses promesses que si les gens l’utilisent avec assurance. Nos programmes de formation sont concrets et bâtis sur vos propres données et vos propres questions : ce que l’on apprend le mardi, on l’applique dès le mercredi.',
        'Nos cours vont de la culture des données pour les responsables à SQL, Python et l’apprentissage automatique pour les équipes techniques, en passant par Excel et Power BI pour les analystes, en présentiel à Nairobi, Lagos, Accra et Kigali, ou en direct en ligne. Les groupes sont restreints et chaque participant mène à bien un projet utile à son poste.',
        'Aux organisations qui constituent leur propre équipe de données, nous proposons un accompagnement après la formation : des ateliers réguliers où vos analystes apportent de vrais problèmes et repartent avec des solutions qui fonctionnent.',
      ].join('\n\n'),
      features: [
        'Culture des données - lire des graphiques, interroger les chiffres et décider sur la base de faits',
        'Outils de l’analyste - cours Excel, Power BI et SQL construits sur vos propres jeux de données',
        'Parcours techniques - Python, ingénierie des données et apprentissage automatique pour les équipes techniques',
        'Apprentissage par projet - chaque participant livre un vrai projet pour son équipe',
        'Accompagnement continu - des ateliers après la formation pour que les compétences continuent de progresser',
      ],
    },
  },
} as const;
