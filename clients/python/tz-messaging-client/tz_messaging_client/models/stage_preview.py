from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="StagePreview")


@_attrs_define
class StagePreview:
    """What a stage with this body would send and cost now; nothing is sent

    Attributes:
        text (str): The message on the stage's channel, rendered for the first invitee it reaches
        sms_text (str): The body rendered: the SMS (a chat stage's SMS fallback)
        sample (bool): No invitee would get it: rendered for a sample invitee
        encoding (Literal['GSM-7'] | Literal['UCS-2']):
        characters (int): Septets (GSM-7) or UTF-16 units (UCS-2) of sms_text
        segments (int): SMS segments of sms_text (an empty text: 0)
        non_gsm_characters (list[str]): The characters that force UCS-2, in order
        eligible_invitees (int): Invitees the stage would go to now, less those opted out of the channel
        credits_per_message (int): What one message costs on the channel; the dearest when texts differ per invitee
        credits_ (int): What a send now debits from the channel's wallet
        balance (int): The channel's wallet now
        sufficient (bool): The balance covers credits
    """

    text: str
    sms_text: str
    sample: bool
    encoding: Literal["GSM-7"] | Literal["UCS-2"]
    characters: int
    segments: int
    non_gsm_characters: list[str]
    eligible_invitees: int
    credits_per_message: int
    credits_: int
    balance: int
    sufficient: bool

    def to_dict(self) -> dict[str, Any]:
        text = self.text

        sms_text = self.sms_text

        sample = self.sample

        encoding: Literal["GSM-7"] | Literal["UCS-2"]
        encoding = self.encoding

        characters = self.characters

        segments = self.segments

        non_gsm_characters = self.non_gsm_characters

        eligible_invitees = self.eligible_invitees

        credits_per_message = self.credits_per_message

        credits_ = self.credits_

        balance = self.balance

        sufficient = self.sufficient

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "text": text,
                "sms_text": sms_text,
                "sample": sample,
                "encoding": encoding,
                "characters": characters,
                "segments": segments,
                "non_gsm_characters": non_gsm_characters,
                "eligible_invitees": eligible_invitees,
                "credits_per_message": credits_per_message,
                "credits": credits_,
                "balance": balance,
                "sufficient": sufficient,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        text = d.pop("text")

        sms_text = d.pop("sms_text")

        sample = d.pop("sample")

        def _parse_encoding(data: object) -> Literal["GSM-7"] | Literal["UCS-2"]:
            encoding_type_0 = cast(Literal["GSM-7"], data)
            if encoding_type_0 != "GSM-7":
                raise ValueError(f"encoding_type_0 must match const 'GSM-7', got '{encoding_type_0}'")
            return encoding_type_0
            encoding_type_1 = cast(Literal["UCS-2"], data)
            if encoding_type_1 != "UCS-2":
                raise ValueError(f"encoding_type_1 must match const 'UCS-2', got '{encoding_type_1}'")
            return encoding_type_1

        encoding = _parse_encoding(d.pop("encoding"))

        characters = d.pop("characters")

        segments = d.pop("segments")

        non_gsm_characters = cast(list[str], d.pop("non_gsm_characters"))

        eligible_invitees = d.pop("eligible_invitees")

        credits_per_message = d.pop("credits_per_message")

        credits_ = d.pop("credits")

        balance = d.pop("balance")

        sufficient = d.pop("sufficient")

        stage_preview = cls(
            text=text,
            sms_text=sms_text,
            sample=sample,
            encoding=encoding,
            characters=characters,
            segments=segments,
            non_gsm_characters=non_gsm_characters,
            eligible_invitees=eligible_invitees,
            credits_per_message=credits_per_message,
            credits_=credits_,
            balance=balance,
            sufficient=sufficient,
        )

        return stage_preview
