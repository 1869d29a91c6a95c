import ErrorFlow
