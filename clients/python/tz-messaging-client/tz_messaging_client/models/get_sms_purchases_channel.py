from enum import StrEnum


class GetSmsPurchasesChannel(StrEnum):
    CHAT = "chat"
    SMS = "sms"

    def __str__(self) -> str:
        return str(self.value)
