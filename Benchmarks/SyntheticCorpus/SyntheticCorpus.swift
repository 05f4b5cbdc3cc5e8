public enum SyntheticCorpus {}
