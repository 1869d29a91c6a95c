import ErrorFlow
import ErrorFlowConsole

print("ConsoleDemo")
