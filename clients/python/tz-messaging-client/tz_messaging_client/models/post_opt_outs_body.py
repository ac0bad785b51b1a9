from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..models.post_opt_outs_body_channel import PostOptOutsBodyChannel
from ..types import UNSET, Unset

T = TypeVar("T", bound="PostOptOutsBody")


@_attrs_define
class PostOptOutsBody:
    """
    Attributes:
        phone (str):
        channel (PostOptOutsBodyChannel | Unset):
    """

    phone: str
    channel: PostOptOutsBodyChannel | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        phone = self.phone

        channel: str | Unset = UNSET
        if not isinstance(self.channel, Unset):
            channel = self.channel.value

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "phone": phone,
            }
        )
        if channel is not UNSET:
            field_dict["channel"] = channel

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        phone = d.pop("phone")

        _channel = d.pop("channel", UNSET)
        channel: PostOptOutsBodyChannel | Unset
        if isinstance(_channel, Unset):
            channel = UNSET
        else:
            channel = PostOptOutsBodyChannel(_channel)

        post_opt_outs_body = cls(
            phone=phone,
            channel=channel,
        )

        post_opt_outs_body.additional_properties = d
        return post_opt_outs_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
