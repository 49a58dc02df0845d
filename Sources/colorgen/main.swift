import ColorGenKit

print("colorgen: usage: colorgen <command> (commands arrive with the first issues)")
